import type { PlayerStats } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { NO_VALUE, formatPercent, formatRating, statTiles } from './stats-format';

const stats: PlayerStats = {
  user_id: '00000000-0000-4000-8000-000000000001',
  games_played: 1234,
  wins: 7,
  draws: 2,
  losses: 3,
  goals: 15,
  best_goals_in_game: 3,
  player_of_match: 2,
  no_shows: 1,
  reliability_percent: 92,
  fair_play: null,
  win_percent: null,
  rating: 61,
  provisional: false,
  rated_games: 12,
  rank: 4,
  tier: 'platinum',
  achievements: [],
};

describe('statistics as the profile shows them', () => {
  it('writes a percentage with its sign, and a dash before the first recorded game', () => {
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(0, 'az')).toBe('0%');
    expect(formatPercent(null, 'ru')).toBe(NO_VALUE);
  });

  it('marks a provisional rating with ~ and shows a dash for no rating', () => {
    expect(formatRating(54, true)).toBe('~54');
    expect(formatRating(54, false)).toBe('54');
    expect(formatRating(null, true)).toBe(NO_VALUE);
  });

  it('lists games, W/D/L in one tile, goals, POM, no-shows, reliability and win %', () => {
    const tiles = statTiles(stats, 'en');
    expect(tiles.map((tile) => tile.id)).toEqual([
      'games_played',
      'record',
      'goals',
      'player_of_match',
      'no_shows',
      'reliability_percent',
      'win_percent',
    ]);
    expect(tiles.find((tile) => tile.id === 'record')?.value).toBe('7/2/3');
    expect(tiles.find((tile) => tile.id === 'reliability_percent')?.value).toBe('92%');
    expect(tiles.find((tile) => tile.id === 'win_percent')?.value).toBe(NO_VALUE);
  });

  it('groups thousands the way the reader’s language does', () => {
    const en = statTiles(stats, 'en').find((tile) => tile.id === 'games_played')?.value;
    const ru = statTiles(stats, 'ru').find((tile) => tile.id === 'games_played')?.value;
    expect(en).toBe('1,234');
    expect(ru?.replace(/\s/g, ' ')).toBe('1 234');
  });
});
