// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteTabs } from './route-tabs';

afterEach(cleanup);

const names = { overview: 'Overview', members: 'Members' } as const;

describe('tabs with their own addresses', () => {
  it('links the home tab to the page and the others below it, and names the content by the shown tab', () => {
    render(
      <MemoryRouter>
        <RouteTabs
          tabs={['overview', 'members'] as const}
          current="members"
          home="overview"
          base="/teams/t1"
          label="Team sections"
          tabLabel={(tab) => names[tab]}
          testIdPrefix="team-tab-"
        >
          <p>the members</p>
        </RouteTabs>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('team-tab-overview').getAttribute('href')).toBe('/teams/t1');
    expect(screen.getByTestId('team-tab-members').getAttribute('href')).toBe('/teams/t1/members');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Members');
    expect(screen.getByRole('tablist', { name: 'Team sections' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Members' }).textContent).toBe('the members');
  });
});
