// @vitest-environment jsdom
import type { Competition, CompetitionMatch, CompetitionMatchMembers } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { i18n } from '../../../lib/i18n';
import { ResultDialog } from './result-dialog';

const players = (prefix: string) =>
  Array.from({ length: 5 }, (_, index) => ({
    id: `00000000-0000-4000-8000-${prefix}${String(index).padStart(11, '0')}`,
    first_name: `${prefix}${index}`,
    last_name: 'Oyunçu',
    photo_url: null,
  }));
const members: CompetitionMatchMembers = { home: players('a'), away: players('b') };

vi.mock('../api/competition-queries', () => ({
  useCompetitionMatchMembers: () => ({ data: members, isError: false, error: null }),
}));

const team = (id: string, name: string) => ({
  id,
  name,
  logo_url: null,
  primary_color: '#000000',
  secondary_color: '#ffffff',
  deleted: false,
});
const match = {
  id: '5b0a3f0e-1c8f-4a43-9a3c-2f1a9e0b7c11',
  stage: 'knockout',
  home_team: team('11111111-1111-4111-8111-111111111111', 'Neftçilər'),
  away_team: team('22222222-2222-4222-8222-222222222222', 'Xəzər'),
  starts_at: '2026-11-20T10:00:00.000Z',
  home_score: null,
  away_score: null,
  penalties_winner: null,
  forfeit: null,
  goals: [],
  cards: [],
  lineups: { home: [], away: [] },
} as unknown as CompetitionMatch;
const competition = { id: 'c', squad_min: 5, squad_max: 8 } as unknown as Competition;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('recording a knockout result', () => {
  it('opens at 0:0 without an error; the missing penalties winner is said once the organizer presses save', () => {
    render(
      <AppProvider>
        <ResultDialog competition={competition} match={match} onClose={() => undefined} />
      </AppProvider>,
    );
    expect(screen.queryByTestId('result-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('result-save'));
    expect(screen.getByTestId('result-problem').textContent).toMatch(/penalt/i);
  });

  it('says what is wrong as soon as the organizer changes the score', () => {
    render(
      <AppProvider>
        <ResultDialog competition={competition} match={match} onClose={() => undefined} />
      </AppProvider>,
    );
    fireEvent.change(screen.getByTestId('result-home-score'), { target: { value: '1' } });
    expect(screen.queryByTestId('result-problem')).toBeNull();
    fireEvent.change(screen.getByTestId('result-away-score'), { target: { value: '1' } });
    expect(screen.getByTestId('result-problem').textContent).toMatch(/penalt/i);
  });

  it('names each player who played once as a scorer, and any of them as often as needed for a card', () => {
    render(
      <AppProvider>
        <ResultDialog competition={competition} match={match} onClose={() => undefined} />
      </AppProvider>,
    );
    const addScorer = screen.getByTestId('add-scorer-home') as HTMLButtonElement;
    for (let line = 0; line < 5; line += 1) fireEvent.click(addScorer);
    expect(screen.getAllByRole('button', { name: 'Remove scorer' })).toHaveLength(5);
    expect(addScorer.disabled).toBe(true);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove scorer' })[0]!);
    expect(screen.getAllByRole('button', { name: 'Remove scorer' })).toHaveLength(4);
    expect(addScorer.disabled).toBe(false);

    for (let line = 0; line < 6; line += 1) fireEvent.click(screen.getByTestId('add-card-away'));
    expect(screen.getAllByRole('button', { name: 'Remove card' })).toHaveLength(6);
    expect((screen.getByTestId('card-kind-away-5') as HTMLInputElement).value).toBe('yellow');
  });
});
