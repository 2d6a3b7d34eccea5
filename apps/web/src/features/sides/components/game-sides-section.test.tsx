// @vitest-environment jsdom
import type { GameDetail, GameSides, SidePlayer } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { GameSidesSection } from './game-sides-section';

const GAME_ID = '00000000-0000-4000-8000-000000000001';

function player(n: number, strength: number): SidePlayer {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    first_name: `Player${n}`,
    last_name: '',
    photo_url: null,
    primary_position: 'striker',
    jersey_number: null,
    strength,
    role: 'attacker',
    locked: false,
  };
}

const [p1, p2, p3, p4, p5] = [player(1, 60), player(2, 50), player(3, 55), player(4, 52), player(5, 40)];

function sides(): GameSides {
  const side = (index: number, players: SidePlayer[]) => ({
    index,
    strength: players.reduce((sum, each) => sum + (each.strength ?? 0), 0),
    mix: { goalkeeper: 0, defender: 0, midfielder: 0, attacker: players.length },
    players,
  });
  return {
    game_id: GAME_ID,
    sides: [side(0, [p1!, p2!, p5!]), side(1, [p3!, p4!])],
    unassigned: [],
    method: 'exact',
    spread: 43,
    optimal: true,
    updated_at: '2026-11-22T05:00:00.000Z',
    can_manage: true,
  };
}

const game = {
  id: GAME_ID,
  can_manage: true,
  status: 'open',
  my_registration: null,
} as unknown as GameDetail;

const get = vi.spyOn(apiClient, 'get');
const put = vi.spyOn(apiClient, 'put');
const remove = vi.spyOn(apiClient, 'delete');

function renderSection(shown: GameDetail = game) {
  const router = createMemoryRouter([
    { path: '/', element: <GameSidesSection game={shown} /> },
    { path: '/games', element: <p>Games list</p> },
  ]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

async function moveToB(name: string) {
  const row = (await screen.findAllByTestId('side-player')).find((each) => each.dataset['player'] === name);
  fireEvent.click(within(row as HTMLElement).getByRole('button', { name: `Move ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to team B' }));
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  get.mockResolvedValue({ data: sides() });
});

afterEach(() => {
  cleanup();
  get.mockReset();
  put.mockReset();
  remove.mockReset();
});

describe('GameSidesSection', () => {
  it('tells a player who has not booked who sees the sides, without asking the API for them', async () => {
    renderSection({ ...game, can_manage: false, my_registration: null });
    expect(await screen.findByText(/shown to the game's confirmed players/)).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows nothing to a player outside a finished game', () => {
    renderSection({ ...game, can_manage: false, my_registration: null, status: 'completed' });
    expect(screen.queryByTestId('game-sides')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows each side with its strength and says how fair the split is', async () => {
    renderSection();
    expect(
      await screen.findByText('Team strengths differ by 43 points — the fairest split possible.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('side-A')).getByTestId('side-strength').textContent).toBe('150');
    expect(within(screen.getByTestId('side-B')).getByTestId('side-strength').textContent).toBe('107');
  });

  it('recomputes the spread while the organizer moves a player and saves the new arrangement', async () => {
    put.mockResolvedValue({ data: { ...sides(), method: 'manual' } });
    renderSection();
    await moveToB('Player1');
    expect(screen.getByTestId('sides-unsaved')).toBeTruthy();
    // A: 50 + 40 = 90, B: 55 + 52 + 60 = 167.
    expect(screen.getByText('With these changes, team strengths differ by 77 points.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sides-save'));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [url, body] = put.mock.calls[0] ?? [];
    expect(url).toBe(`/games/${GAME_ID}/sides`);
    expect(body).toEqual({
      sides: [
        { players: [p2!, p5!].map((each) => ({ user_id: each.id, locked: false })) },
        { players: [p3!, p4!, p1!].map((each) => ({ user_id: each.id, locked: false })) },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('sides-unsaved')).toBeNull());
  });

  it('clears the saved sides only after the organizer confirms', async () => {
    const cleared = sides();
    remove.mockResolvedValue({
      data: { ...cleared, sides: [], unassigned: [p1!, p2!, p3!, p4!, p5!], method: null, spread: null },
    });
    renderSection();
    fireEvent.click(await screen.findByTestId('sides-clear'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('sides-clear'));
    fireEvent.click(await screen.findByTestId('sides-clear-confirm'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`/games/${GAME_ID}/sides`));
    expect(await screen.findByTestId('sides-empty')).toBeTruthy();
  });

  it('asks before leaving the page with unsaved sides, and stays when asked to', async () => {
    const router = renderSection();
    await moveToB('Player1');
    void router.navigate('/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('sides-unsaved')).toBeTruthy();

    void router.navigate('/games');
    fireEvent.click(await screen.findByTestId('leave-guard-leave'));
    expect(await screen.findByText('Games list')).toBeTruthy();
  });

  it('keeps the unsaved arrangement and shows the server message when saving fails', async () => {
    put.mockRejectedValue(
      new ApiError({ message: 'The sides are not valid.', status: 422, code: 'sides_invalid' }),
    );
    renderSection();
    await moveToB('Player1');
    fireEvent.click(screen.getByTestId('sides-save'));
    expect((await screen.findByTestId('sides-error')).textContent).toContain('The sides are not valid.');
    expect(screen.getByTestId('sides-unsaved')).toBeTruthy();
    expect(within(screen.getByTestId('side-B')).getByTestId('side-strength').textContent).toBe('167');
  });

  it('does not let sides whose sizes differ by two be saved', async () => {
    renderSection();
    await moveToB('Player1');
    await moveToB('Player2');
    expect(screen.getByTestId('sides-problem').textContent).toBe(
      'Team sizes may differ by one player at most.',
    );
    expect((screen.getByTestId('sides-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
