// @vitest-environment jsdom
import type { RatingHistoryPoint } from '@oyna/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { i18n } from '../../lib/i18n';
import { RatingHistoryChart } from './rating-history-chart';

const points: RatingHistoryPoint[] = [
  {
    game_id: '0b6f3f1e-0000-4000-8000-000000000001',
    game_title: 'Morning game',
    played_at: '2026-11-01T05:00:00.000Z',
    rating: 52,
    delta: 2,
    outcome: 'win',
  },
  {
    game_id: '0b6f3f1e-0000-4000-8000-000000000002',
    game_title: 'Evening game',
    played_at: '2026-11-08T15:00:00.000Z',
    rating: 49,
    delta: -3,
    outcome: 'loss',
  },
];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('rating history chart', () => {
  it('tells a screen reader the games, the rating, the change and the extremes', () => {
    render(
      <AppProvider>
        <RatingHistoryChart points={points} />
      </AppProvider>,
    );
    expect(
      screen.getByRole('img', {
        name: '2 rated games: rating 49, −1 overall; highest 52, lowest 49.',
      }),
    ).toBeTruthy();
    expect(screen.getAllByTestId('rating-chart-point')).toHaveLength(2);
  });

  it('reads the games one by one with the arrow keys, with the date in Baku', () => {
    render(
      <AppProvider>
        <RatingHistoryChart points={points} label="Rating history of Leyla" />
      </AppProvider>,
    );
    const chart = screen.getByRole('group', { name: 'Rating history of Leyla' });
    fireEvent.focus(chart);
    expect(screen.getByTestId('rating-chart-tooltip').textContent).toContain('Evening game');
    // 15:00 UTC is 19:00 in Baku.
    expect(screen.getByTestId('rating-chart-tooltip').textContent).toContain('19:00');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByTestId('rating-chart-tooltip').textContent).toContain('Morning game');
    expect(screen.getByTestId('rating-chart-tooltip').textContent).toContain('+2');
  });

  it('says so when there is no rated game', () => {
    render(
      <AppProvider>
        <RatingHistoryChart points={[]} />
      </AppProvider>,
    );
    expect(screen.getByText('No rated games yet.')).toBeTruthy();
  });
});
