import { FAIR_PLAY_SCORE, type Language, type PlayerStats } from '@oyna/shared';
import { formatNumber } from '../../../lib/format';

/** A placeholder for a number not known yet (a percentage before the first recorded game). */
export const NO_VALUE = '—';

/** `75%` in the reader's language (`75 %` nowhere: the three languages write it joined), or `—`. */
export function formatPercent(value: number | null, language: Language): string {
  return value === null ? NO_VALUE : `${formatNumber(value, language)}%`;
}

/** The rating as shown: the number, `~` before it while provisional, `—` before the first rated game. */
export function formatRating(rating: number | null, provisional: boolean): string {
  if (rating === null) return NO_VALUE;
  return provisional ? `~${rating}` : String(rating);
}

export type StatTileId =
  | 'games_played'
  | 'record'
  | 'goals'
  | 'player_of_match'
  | 'no_shows'
  | 'reliability_percent'
  | 'win_percent'
  | 'fair_play';

export interface StatTile {
  id: StatTileId;
  value: string;
}

/** The statistics tiles in the order shown, their values formatted. W/D/L share one tile: `5/2/3`. */
export function statTiles(stats: PlayerStats, language: Language): StatTile[] {
  const count = (value: number) => formatNumber(value, language);
  return [
    { id: 'games_played', value: count(stats.games_played) },
    { id: 'record', value: `${count(stats.wins)}/${count(stats.draws)}/${count(stats.losses)}` },
    { id: 'goals', value: count(stats.goals) },
    { id: 'player_of_match', value: count(stats.player_of_match) },
    { id: 'no_shows', value: count(stats.no_shows) },
    { id: 'reliability_percent', value: formatPercent(stats.reliability_percent, language) },
    { id: 'win_percent', value: formatPercent(stats.win_percent, language) },
    // The referees' fair-play average, once a referee has marked the player.
    ...(stats.fair_play === null
      ? []
      : [
          {
            id: 'fair_play' as const,
            value: `${formatNumber(stats.fair_play, language)} / ${FAIR_PLAY_SCORE.max}`,
          },
        ]),
  ];
}
