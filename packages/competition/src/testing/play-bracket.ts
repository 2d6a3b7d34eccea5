import type { Bracket, KnockoutResult } from '../fixtures/bracket-types.js';
import { resolveBracket, type ResolvedBracket } from '../fixtures/resolve-bracket.js';
import { seededRandom } from '@oyna/shared';

/** Plays a bracket to the end with seeded random results (draws decided on penalties). */
export function playBracket(
  bracket: Bracket,
  seed: number,
  groupPlaces?: Record<string, string[]>,
): { final: ResolvedBracket; results: KnockoutResult[] } {
  const random = seededRandom(seed);
  const results: KnockoutResult[] = [];
  for (;;) {
    const state = resolveBracket(bracket, { results, groupPlaces });
    const ready = state.matches.filter((match) => match.status === 'ready');
    if (ready.length === 0) return { final: state, results };
    for (const match of ready) {
      const homeGoals = Math.floor(random() * 4);
      const awayGoals = Math.floor(random() * 4);
      results.push({
        matchId: match.id,
        home: match.homeTeam as string,
        away: match.awayTeam as string,
        homeGoals,
        awayGoals,
        penaltiesWinner: homeGoals === awayGoals ? (random() < 0.5 ? 'home' : 'away') : null,
      });
    }
  }
}
