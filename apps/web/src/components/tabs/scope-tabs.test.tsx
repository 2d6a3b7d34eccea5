// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScopeTabs } from './scope-tabs';

afterEach(cleanup);

describe('ScopeTabs', () => {
  it('shows the chosen scope and hands on the other one when it is picked', () => {
    const change = vi.fn();
    render(
      <ScopeTabs
        scope="upcoming"
        onChange={change}
        label="My games"
        upcomingLabel="Upcoming"
        pastLabel="Past"
        testIdPrefix="my-games"
      />,
    );
    expect(screen.getByRole('tablist', { name: 'My games' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('my-games-past'));
    expect(change).toHaveBeenCalledWith('past');
  });
});
