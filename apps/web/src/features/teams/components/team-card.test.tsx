// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { TeamSummary } from '@oyna/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { TeamCard } from './team-card';

const TEAM: TeamSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Qala',
  logo_url: null,
  primary_color: '#1b5e20',
  secondary_color: '#ffffff',
  type: 'unofficial',
  status: 'active',
  is_private: false,
  auto_accept: true,
  join_mode: 'instant',
  min_members: 5,
  max_members: 12,
  member_count: 1,
  is_full: false,
  home_venue: null,
  captain: {
    id: '00000000-0000-4000-8000-0000000000c1',
    first_name: 'Aysel',
    last_name: 'Quliyeva',
    photo_url: null,
  },
  my_role: 'captain',
  created_at: '2026-01-01T00:00:00.000Z',
};

function show(team: TeamSummary) {
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
    show(TEAM);
    expect(screen.getByRole('button', { name: 'Leave Qala' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disband Qala' })).toBeTruthy();
  });

  it('offers a member to leave but not to disband', () => {
    show({ ...TEAM, my_role: 'member', member_count: 4 });
    expect(screen.getByRole('button', { name: 'Leave Qala' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disband Qala' })).toBeNull();
  });
});
