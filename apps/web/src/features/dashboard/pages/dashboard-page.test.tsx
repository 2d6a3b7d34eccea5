// @vitest-environment jsdom
import type { Dashboard, User } from '@oyna/shared';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session/session-store';
import type * as DashboardPanelModule from '../components/dashboard-panel';
import { DashboardPage } from './dashboard-page';

const id = (n: number) => `0b6f3f1e-0000-4000-8000-${String(n).padStart(12, '0')}`;

const leyla: User = {
  id: id(1),
  email: 'leyla@example.az',
  first_name: 'Leyla',
  last_name: 'Əliyeva',
  full_name: 'Leyla Əliyeva',
  balance: 12.5,
  language: 'en',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: true,
};

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    stats: {
      user_id: id(1),
      games_played: 24,
      wins: 13,
      draws: 4,
      losses: 7,
      goals: 18,
      best_goals_in_game: 3,
      player_of_match: 2,
      no_shows: 0,
      reliability_percent: 100,
      fair_play: null,
      win_percent: 54,
      rating: 61,
      provisional: false,
      rated_games: 24,
      rank: 12,
      tier: 'silver',
      achievements: [],
    },
    upcoming: [],
    upcoming_total: 0,
    recent_results: [
      {
        game_id: id(900),
        title: 'Evening game',
        venue_name: 'Olimp Arena',
        starts_at: '2026-11-20T15:00:00.000Z',
        scores: [5, 3],
        my_side: 0,
        outcome: 'win',
        my_goals: 2,
        rating_delta: 3,
        player_of_match: true,
      },
    ],
    votes_open: 0,
    ...overrides,
  };
}

const get = vi.spyOn(apiClient, 'get');

/** How often a panel (the next games, the results) is drawn: the real one, counted. */
const panelDrawings = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/dashboard-panel', async (importOriginal) => {
  const real = await importOriginal<typeof DashboardPanelModule>();
  return {
    ...real,
    DashboardPanel: (props: Parameters<typeof real.DashboardPanel>[0]) => {
      panelDrawings.count += 1;
      return real.DashboardPanel(props);
    },
  };
});

function renderPage() {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </AppProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useSessionStore.setState({ user: leyla });
  get.mockReset();
});
afterEach(cleanup);

describe('the dashboard', () => {
  it('shows the four numbers (games, wins, goals, rating), the rating with my place', async () => {
    get.mockResolvedValue({ data: dashboard() });
    renderPage();
    expect((await screen.findByTestId('stat-games')).textContent).toBe('24');
    expect(screen.getByTestId('stat-wins').textContent).toBe('13');
    expect(screen.getByTestId('stat-goals').textContent).toBe('18');
    expect(screen.getByTestId('stat-rating').textContent).toBe('61');
    expect(screen.getByTestId('stat-rank').textContent).toBe('#12 on the leaderboard');
    expect(screen.queryByTestId('provisional-mark')).toBeNull();
  });

  it('marks a provisional rating', async () => {
    get.mockResolvedValue({ data: dashboard({ stats: { ...dashboard().stats, provisional: true } }) });
    renderPage();
    expect(await screen.findByTestId('provisional-mark')).toBeTruthy();
  });

  it('lists a result with its score, outcome, my goals, rating change and player of the match, linking to the game', async () => {
    get.mockResolvedValue({ data: dashboard() });
    renderPage();
    const result = await screen.findByTestId('dashboard-result');
    expect(result.getAttribute('href')).toBe(`/games/${id(900)}`);
    expect(within(result).getByTestId('dashboard-result-score').textContent).toContain('5 : 3');
    expect(within(result).getByTestId('dashboard-result-outcome').textContent).toBe('Win');
    expect(within(result).getByText('2 goals')).toBeTruthy();
    expect(within(result).getByTestId('dashboard-result-delta').textContent).toContain('+3');
    expect(within(result).getByTestId('dashboard-result-pom')).toBeTruthy();
  });

  it('asks for my player-of-the-match vote and leads to the game', async () => {
    get.mockResolvedValue({ data: dashboard({ votes_open: 2, vote_game_id: id(900) }) });
    renderPage();
    const banner = await screen.findByTestId('dashboard-vote');
    expect(banner.textContent).toContain('2 games are waiting for your vote.');
    expect(within(banner).getByRole('link', { name: 'Vote' }).getAttribute('href')).toBe(`/games/${id(900)}`);
  });

  it('invites a new player to their first game', async () => {
    get.mockResolvedValue({
      data: dashboard({
        stats: { ...dashboard().stats, games_played: 0, wins: 0, goals: 0, rating: null, rank: null },
        recent_results: [],
      }),
    });
    renderPage();
    const card = await screen.findByTestId('dashboard-first-game');
    expect(within(card).getByRole('link', { name: 'Find a game' }).getAttribute('href')).toBe('/games');
    expect(screen.getByTestId('stat-rating').textContent).toBe('—');
    expect(screen.queryByTestId('dashboard-vote')).toBeNull();
  });

  it('shows the numbers only with my weekly games and team dates, so that nothing appears above them later', async () => {
    let answerWeeklyGames: (value: { data: unknown }) => void = () => undefined;
    get.mockImplementation((url: string) => {
      if (url === '/users/me/weekly-games') return new Promise((resolve) => (answerWeeklyGames = resolve));
      if (url === '/users/me/team-slot-dates') return Promise.resolve({ data: { items: [] } });
      return Promise.resolve({ data: dashboard() });
    });
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('stat-games')).toBeNull();
    answerWeeklyGames({ data: { items: [] } });
    expect((await screen.findByTestId('stat-games')).textContent).toBe('24');
  });

  it('shows the reason and a retry when the dashboard cannot be loaded', async () => {
    get.mockRejectedValue(new ApiError({ message: 'Server is busy', status: 503, code: 'server_error' }));
    renderPage();
    expect(await screen.findByText('Could not load your dashboard')).toBeTruthy();
    expect(screen.getByText('Server is busy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('draws no section again when the page is drawn again with the same answers (the player checked again, a refresh)', async () => {
    get.mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/users/me/weekly-games' || url === '/users/me/team-slot-dates'
            ? { items: [] }
            : dashboard(),
      }),
    );
    const queryClient = createQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardPage />
        </MemoryRouter>
      </AppProvider>,
    );
    await screen.findByTestId('stat-games');
    const drawn = panelDrawings.count;
    expect(drawn).toBeGreaterThan(0);

    // The session check puts the same player in the store as a new object: the page draws again.
    act(() => useSessionStore.setState({ user: { ...leyla } }));
    expect(panelDrawings.count).toBe(drawn);
    await act(() => queryClient.refetchQueries());
    expect(get).toHaveBeenCalledTimes(6);
    expect(panelDrawings.count).toBe(drawn);
  });
});
