// @vitest-environment jsdom
import type { BracketMatchView } from '@oyna/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { BracketMatchCard } from './bracket-match-card';

const team = (id: string, name: string) => ({
  id,
  name,
  logo_url: null,
  primary_color: '#000000',
  secondary_color: '#ffffff',
  deleted: false,
});
const home = team('11111111-1111-4111-8111-111111111111', 'Neftçilər');
const away = team('22222222-2222-4222-8222-222222222222', 'Xəzər');
const match = {
  id: 'r1m1',
  part: 'winners',
  round: 1,
  order: 1,
  home: { kind: 'team' },
  away: { kind: 'team' },
  home_team: home,
  away_team: away,
  match_id: null,
  status: 'played',
  home_score: 1,
  away_score: 1,
  penalties_winner: 'away',
  forfeit: null,
  winner_team_id: away.id,
  starts_at: null,
} as unknown as BracketMatchView;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

/** The two side lines' texts after the team badge's initials: name, goals, marks. */
const sideLines = () =>
  Array.from(screen.getByTestId('bracket-match-r1m1').children)
    .slice(0, 2)
    .map((line) => line.textContent?.replace(/^(NE|XƏ)/, ''));

describe('a knockout match in the bracket', () => {
  it('shows both sides with their goals, the penalties mark beside the side that went through', () => {
    render(
      <MemoryRouter>
        <BracketMatchCard match={match} />
      </MemoryRouter>,
    );
    const mark = i18n.t('competitions.bracket.penalties_mark');
    expect(sideLines()).toEqual(['Neftçilər1', `Xəzər1${mark}`]);
  });

  it('counts a forfeit 3:0 for the side that did not forfeit', () => {
    render(
      <MemoryRouter>
        <BracketMatchCard
          match={{ ...match, forfeit: 'home', penalties_winner: null, home_score: null, away_score: null }}
        />
      </MemoryRouter>,
    );
    expect(sideLines()).toEqual(['Neftçilər0', 'Xəzər3']);
  });
});
