// @vitest-environment jsdom
import type { Leaderboard, LeaderboardEntry, RatingHistory } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { RatingPage } from './rating-page';

const id = (n: number) => `0b6f3f1e-0000-4000-8000-${String(n).padStart(12, '0')}`;

function entry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    rank,
    user: {
      id: id(rank),
      first_name: `Player${rank}`,
      last_name: 'Test',
      photo_url: null,
      primary_position: 'striker',
    },
    rating: 90 - rank,
    provisional: false,
    games: 12,
    rating_change: 2,
    rank_change: 1,
    history_visible: true,
    is_me: false,
    ...overrides,
  };
}

function board(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    items: [
      entry(1),
      entry(2, { history_visible: false }),
      entry(3, { rank_change: null, provisional: true }),
    ],
    total: 3,
    page: 1,
    page_size: 20,
    period: 'all',
    me: null,
    me_hidden: false,
    ...overrides,
  };
}

const history: RatingHistory = {
  user_id: id(1),
  rating: 89,
  provisional: false,
  items: [
    {
      game_id: id(900),
      game_title: 'Evening game',
      played_at: '2026-11-08T15:00:00.000Z',
      rating: 89,
      delta: 3,
      outcome: 'win',
    },
  ],
};

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    lastLocation = location.pathname + location.search;
  }, [location]);
  return null;
}

function renderPage(url = '/rating') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path="/rating" element={<RatingPage />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

const get = vi.spyOn(apiClient, 'get');
let answer: Leaderboard = board();

beforeEach(async () => {
  await i18n.changeLanguage('en');
  answer = board();
  get.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/ratings') return Promise.resolve({ data: answer });
    if (url.endsWith('/rating-history')) return Promise.resolve({ data: history });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});
afterEach(cleanup);

describe('the leaderboard page', () => {
  it('asks for the period, the line and the page in the address', async () => {
    renderPage('/rating?period=month&position=defender&page=2');
    await screen.findAllByTestId('leaderboard-row');
    expect(get).toHaveBeenCalledWith('/ratings', {
      params: { period: 'month', position: 'defender', page: 2, page_size: 20 },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
  });

  it('shows movement, newcomers and the provisional mark', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(within(rows[0]!).getByTestId('movement').textContent).toContain('▲1');
    expect(within(rows[2]!).getByTestId('movement').textContent).toContain('new');
    expect(within(rows[2]!).getByTestId('provisional-mark')).toBeTruthy();
    expect(within(rows[0]!).queryByTestId('provisional-mark')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Player1 Test' }).getAttribute('href')).toBe(
      `/players/${id(1)}`,
    );
  });

  it('highlights my row when it is on the page and pins nothing', async () => {
    const me = entry(2, { is_me: true });
    answer = board({ items: [entry(1), me, entry(3)], me });
    renderPage();
    await screen.findAllByTestId('leaderboard-row');
    expect(document.querySelectorAll('[data-me="true"]')).toHaveLength(1);
    expect(screen.queryByTestId('leaderboard-me-pinned')).toBeNull();
  });

  it('pins my row under the list when I am on another page', async () => {
    answer = board({ me: entry(34, { is_me: true, user: { ...entry(34).user, first_name: 'Leyla' } }) });
    renderPage();
    const pinned = await screen.findByTestId('leaderboard-me-pinned');
    expect(within(pinned).getByTestId('leaderboard-rank').textContent).toContain('34');
    expect(within(pinned).getByText('You')).toBeTruthy();
  });

  it('tells me others do not see me, with the way to the settings', async () => {
    answer = board({ me_hidden: true });
    renderPage();
    const note = await screen.findByTestId('leaderboard-me-hidden');
    expect(within(note).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('fetches a rating history only when its row is opened, and only for visible histories', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(get.mock.calls.some(([url]) => url.endsWith('/rating-history'))).toBe(false);
    expect(within(rows[1]!).queryByTestId('leaderboard-expand')).toBeNull();
    fireEvent.click(within(rows[0]!).getByTestId('leaderboard-expand'));
    expect(await screen.findByTestId('leaderboard-history-chart')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/users/${id(1)}/rating-history`, expect.anything());
  });

  it('changing the period goes back to page 1 in the address', async () => {
    renderPage('/rating?position=attacker&page=3');
    await screen.findAllByTestId('leaderboard-row');
    fireEvent.click(screen.getByTestId('period-month'));
    await waitFor(() => expect(lastLocation).toBe('/rating?position=attacker&period=month'));
  });

  it('says when a month has no rated games yet', async () => {
    answer = board({ items: [], total: 0, period: 'month' });
    renderPage('/rating?period=month');
    expect((await screen.findByTestId('leaderboard-empty')).textContent).toContain(
      'No rated games this month yet.',
    );
  });
});
