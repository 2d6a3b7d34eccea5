// @vitest-environment jsdom
import type { StandingRowView } from '@oyna/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { StandingsTable } from './standings-table';

const row = {
  position: 1,
  team: {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Neftçilər',
    logo_url: null,
    primary_color: '#000000',
    secondary_color: '#ffffff',
    deleted: false,
  },
  played: 3,
  won: 2,
  drawn: 0,
  lost: 1,
  goals_for: 7,
  goals_against: 4,
  goal_difference: 3,
  points: 6,
  fair_play: 0,
  separated_by: null,
  form: ['W', 'L', 'W'],
  qualified: false,
} as unknown as StandingRowView;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a league table', () => {
  it('names each number column in full under its abbreviation and shows a row’s numbers in that order', () => {
    render(
      <MemoryRouter>
        <StandingsTable rows={[row]} caption="Table" />
      </MemoryRouter>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(9);
    expect(headers[2]?.querySelector('abbr')?.getAttribute('title')).toBe(
      i18n.t('competitions.table.played'),
    );
    expect(headers[8]?.querySelector('abbr')?.getAttribute('title')).toBe(
      i18n.t('competitions.table.points'),
    );
    const cells = within(screen.getByTestId(`standing-${row.team.id}`)).getAllByRole('cell');
    expect(cells.slice(2).map((cell) => cell.textContent)).toEqual(['3', '2', '0', '1', '7:4', '+3', '6']);
  });
});
