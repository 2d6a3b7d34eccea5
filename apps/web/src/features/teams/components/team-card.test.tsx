// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { teamSummary } from '../testing/team-summary';
import { TeamCard } from './team-card';

function show(team = teamSummary()) {
  render(
    <AppProvider>
      <MemoryRouter>
        <TeamCard team={team} />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a team card', () => {
  it('offers its lone captain to leave or disband it, each button naming the team', () => {
    show();
    expect(screen.getByRole('button', { name: 'Leave Qala' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disband Qala' })).toBeTruthy();
  });

  it('offers a member to leave but not to disband', () => {
    show(teamSummary({ my_role: 'member', member_count: 4 }));
    expect(screen.getByRole('button', { name: 'Leave Qala' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disband Qala' })).toBeNull();
  });
});
