// @vitest-environment jsdom
import type { GameDetail, GamePlayer } from '@oyna/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { apiClient } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { ResultForm } from './result-form';

const GAME_ID = '00000000-0000-4000-8000-000000000001';

function player(n: number, first_name: string): GamePlayer {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    first_name,
    last_name: 'Əliyev',
    photo_url: null,
    position: null,
    jersey_number: null,
    strength: 50,
    rating: null,
  };
}

const players = [player(1, 'Kamran'), player(2, 'Tural'), player(3, 'Vüqar'), player(4, 'Orxan')];
const game = { id: GAME_ID, players } as unknown as GameDetail;
const post = vi.spyOn(apiClient, 'post');

function renderForm() {
  render(
    <AppProvider>
      <MemoryRouter>
        <ResultForm game={game} sides={null} result={null} />
      </MemoryRouter>
    </AppProvider>,
  );
}

const row = (name: string) =>
  within(
    screen.getAllByTestId('result-player').find((each) => each.dataset['player'] === name) as HTMLElement,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('ResultForm', () => {
  it('refuses goals beyond the side score and goals of a no-show, and sends nothing', async () => {
    renderForm();
    fireEvent.click(row('Kamran Əliyev').getByLabelText('One more goal for Kamran Əliyev'));
    expect(screen.getByTestId('result-side-A').textContent).toContain(
      "The goals of team A's players add up to more than its score.",
    );
    fireEvent.click(row('Kamran Əliyev').getByLabelText('Attended: Kamran Əliyev'));
    expect(row('Kamran Əliyev').getByText('A player who did not attend cannot score.').textContent).toBe(
      'A player who did not attend cannot score.',
    );
    fireEvent.click(screen.getByTestId('result-submit'));
    expect(await screen.findByTestId('result-fix-first')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the scores, every player and the pick once the result is consistent', async () => {
    post.mockResolvedValue({ data: {} });
    renderForm();
    fireEvent.click(screen.getByLabelText('Team A score +1'));
    fireEvent.click(row('Kamran Əliyev').getByLabelText('One more goal for Kamran Əliyev'));
    fireEvent.click(screen.getByTestId('result-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]).toEqual([
      `/games/${GAME_ID}/result`,
      {
        scores: [1, 0],
        players: players.map((each, index) => ({
          user_id: each.id,
          side: index % 2,
          goals: index === 0 ? 1 : 0,
          attended: true,
        })),
        player_of_match_id: null,
      },
    ]);
  });
});
