/** Seeded random seasons for bench/standings: a 20-team double round robin with plausible scores. */
import { roundRobin, type PlayedMatch } from '@oyna/competition';

/** Goals by a Poisson draw (Knuth), with the mean of amateur league scores. */
function goals(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

export const TEAMS = Array.from({ length: 20 }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);

export function randomSeason(random: () => number): PlayedMatch[] {
  const strength = new Map(TEAMS.map((team) => [team, 0.7 + random() * 0.8]));
  return roundRobin(TEAMS, { legs: 2 }).flatMap((round) =>
    round.matches.map(({ home, away }) => ({
      home,
      away,
      homeGoals: goals(random, 1.5 * (strength.get(home) ?? 1)),
      awayGoals: goals(random, 1.2 * (strength.get(away) ?? 1)),
      forfeit: random() < 0.005 ? (random() < 0.5 ? ('home' as const) : ('away' as const)) : null,
      homeCards: random() < 0.7 ? { yellow: goals(random, 1.8), directRed: random() < 0.03 ? 1 : 0 } : null,
      awayCards:
        random() < 0.7 ? { yellow: goals(random, 2), secondYellowRed: random() < 0.04 ? 1 : 0 } : null,
    })),
  );
}
