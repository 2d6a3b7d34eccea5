// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PendingListSection } from './pending-list-section';

afterEach(cleanup);

describe('a list of what waits for an answer on the members tab', () => {
  it('is a section named by its title, with its rows and what it opens', () => {
    render(
      <PendingListSection
        title="Join requests (2)"
        testId="pending"
        rows={[<p key="a">Nigar</p>, <p key="b">Rauf</p>]}
      >
        <p>Are you sure?</p>
      </PendingListSection>,
    );
    const section = screen.getByRole('region', { name: 'Join requests (2)' });
    expect(section).toBe(screen.getByTestId('pending'));
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Join requests (2)');
    expect(within(section).getByText('Nigar')).toBeTruthy();
    expect(within(section).getByText('Rauf')).toBeTruthy();
    expect(within(section).getByText('Are you sure?')).toBeTruthy();
  });
});
