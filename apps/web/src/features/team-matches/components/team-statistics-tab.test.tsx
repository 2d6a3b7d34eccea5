// @vitest-environment jsdom
import type { TeamDetail, TeamStats } from '@oyna/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { TeamStatisticsTab } from './team-statistics-tab';

const TEAM_ID = '00000000-0000-4000-8000-000000000001';
// A member of the team: no challenge button, so only the statistics are asked for.
const team = {
  id: TEAM_ID,
  name: 'Xəzər',
  status: 'active',
  my_role: 'member',
  members_visible: true,
} as TeamDetail;
const player = (id: string, first_name: string) => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  first_name,
  last_name: 'Əliyev',
  photo_url: null,
  primary_position: null,
  secondary_positions: [],
  jersey_number: null,
  preferred_foot: null,
  rating: 61,
});

const EMPTY: TeamStats = {
  team_id: TEAM_ID,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goals_for: 0,
  goals_against: 0,
  goal_difference: 0,
  clean_sheets: 0,
  form: [],
  top_scorers: [],
  attendance: [],
  average_rating: null,
  rated_members: 0,
};

const get = vi.spyOn(apiClient, 'get');

function renderTab(stats: TeamStats) {
  get.mockImplementation(async (url) => {
    if (url === `/teams/${TEAM_ID}/stats`) return { data: stats };
    throw new Error(`unexpected ${url}`);
  });
  render(
    <AppProvider>
      <MemoryRouter>
        <TeamStatisticsTab team={team} />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('the statistics tab', () => {
  it('tells a team without a confirmed match how statistics appear', async () => {
    renderTab(EMPTY);
    expect((await screen.findByTestId('team-stats-empty')).textContent).toContain('No confirmed matches yet');
    expect(screen.queryByTestId('team-stat-played')).toBeNull();
  });

  it('shows results, goals with a signed difference, the form in letters and words, scorers and attendance', async () => {
    const kamran = player('1', 'Kamran');
    renderTab({
      ...EMPTY,
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      goals_for: 4,
      goals_against: 5,
      goal_difference: -1,
      clean_sheets: 1,
      form: ['loss', 'draw', 'win'],
      top_scorers: [{ player: kamran, goals: 3, matches: 2 }],
      attendance: [{ player: kamran, squad_calls: 3, attended: 2, rate: 67 }],
      average_rating: 61,
      rated_members: 1,
    });
    expect((await screen.findByTestId('team-stat-played')).textContent).toContain('Played3');
    expect(screen.getByTestId('team-stat-goal_difference').textContent).toContain('−1');
    const form = screen.getByTestId('team-form');
    // Oldest first: the latest result, a loss, is on the right; each chip says its result in words too.
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WWon', 'DDrawn', 'LLost']);
    expect(screen.getByTestId('team-top-scorers').textContent).toContain('Kamran Əliyev3 goals in 2 matches');
    expect(screen.getByTestId('team-attendance').textContent).toContain('2 of 3 called up · 67%');
    expect(screen.getByTestId('team-average-rating').textContent).toContain('61');
  });

  const sample = (form: TeamStats['form'], ratedMembers: number): TeamStats => {
    const kamran = player('1', 'Kamran');
    return {
      ...EMPTY,
      played: 5,
      won: 3,
      lost: 2,
      goals_for: 9,
      goals_against: 4,
      goal_difference: 5,
      clean_sheets: 2,
      form,
      top_scorers: [{ player: kamran, goals: 5, matches: 4 }],
      attendance: [{ player: kamran, squad_calls: 5, attended: 5, rate: 100 }],
      average_rating: 61,
      rated_members: ratedMembers,
    };
  };

  it('reads as a native speaker writes it in Azerbaijani', async () => {
    await i18n.changeLanguage('az');
    renderTab(sample(['win', 'win', 'loss', 'win', 'loss'], 12));
    expect((await screen.findByTestId('team-stat-clean_sheets')).textContent).toContain(
      'Qol buraxılmayan oyunlar',
    );
    expect(screen.getByTestId('team-top-scorers').textContent).toContain('4 oyunda 5 qol');
    expect(screen.getByTestId('team-attendance').textContent).toContain('Oyunlarda iştirak');
    expect(screen.getByTestId('team-attendance').textContent).toContain('5 oyunun 5-də');
    expect(screen.getByTestId('team-average-rating').textContent).toContain('reytinqi olan 12 üzv üzrə');
  });

  it('says "the last match" for one result and counts rated players with Russian plurals', async () => {
    await i18n.changeLanguage('ru');
    renderTab(sample(['win'], 1));
    expect((await screen.findByTestId('team-average-rating')).textContent).toContain(
      'учтён 1 игрок с рейтингом',
    );
    expect(screen.getByText('Последний матч')).toBeTruthy();
    cleanup();
    renderTab(sample(['win', 'win', 'loss', 'win', 'loss'], 5));
    expect((await screen.findByTestId('team-average-rating')).textContent).toContain(
      'учтены 5 игроков с рейтингом',
    );
    expect(screen.getByText('Последние 5 матчей, последний — справа')).toBeTruthy();
    cleanup();
    renderTab(sample(['win', 'loss'], 2));
    expect((await screen.findByTestId('team-average-rating')).textContent).toContain(
      'учтены 2 игрока с рейтингом',
    );
  });

  it('says "Last match" and "Last 5 matches, latest on the right" in English', async () => {
    renderTab(sample(['win'], 1));
    expect(await screen.findByText('Last match')).toBeTruthy();
    cleanup();
    renderTab(sample(['win', 'win', 'loss', 'win', 'loss'], 5));
    expect(await screen.findByText('Last 5 matches, latest on the right')).toBeTruthy();
  });
});
