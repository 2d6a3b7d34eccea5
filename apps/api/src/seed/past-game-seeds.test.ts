import { peakOverlap, sideOutcome } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { type PastSeedPlayer, planPastGames } from './past-game-seeds.js';

const venues = [
  { id: 1, name: 'Futsal Mərkəzi', type: 'futsal' as const, pitchCount: 1 },
  { id: 2, name: 'Qapalı Arena', type: 'indoor' as const, pitchCount: 2 },
  { id: 3, name: 'Açıq Stadion', type: 'outdoor' as const, pitchCount: 3 },
];
const players: PastSeedPlayer[] = Array.from({ length: 200 }, (_, index) => ({
  id: `player-${index}`,
  skill: 20 + ((index * 37) % 70),
}));
const demo: PastSeedPlayer = { id: 'demo', skill: 60 };
const HOUR = 3_600_000;

describe('the past games of the demo seed', () => {
  it('never put the demo player on two pitches at once, and leave their last game open to their vote, at any hour of seeding', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const now = new Date(Date.UTC(2026, 10, 26, hour, 58));
      const mine = planPastGames({ venues, players, demo, now })
        .filter((plan) => plan.lines.some((line) => line.userId === 'demo'))
        .map((plan) => ({
          start: (plan.game.startsAt as Date).getTime(),
          end: (plan.game.startsAt as Date).getTime() + plan.game.durationMinutes * 60_000,
          votes: plan.votes,
        }));
      expect(mine).toHaveLength(11);
      for (const [index, game] of mine.entries()) {
        const next = mine[index + 1];
        if (next) expect(next.start, now.toISOString()).toBeGreaterThanOrEqual(game.end);
      }
      expect(
        mine.at(-1)?.votes.some((vote) => vote.voterId === 'demo'),
        now.toISOString(),
      ).toBe(false);
    }
  });

  // A Monday evening in Baku, and a Monday just before the first weekday kick-off (the longest gap).
  for (const now of [new Date('2026-11-23T16:20:00Z'), new Date('2026-11-23T13:59:00Z')]) {
    const plans = planPastGames({ venues, players, demo, now });

    it(`never need more pitches at a venue than it has (${now.toISOString()})`, () => {
      const spans = plans.map(({ game }) => ({
        venueId: game.venueId,
        start: (game.startsAt as Date).getTime(),
        end: (game.startsAt as Date).getTime() + game.durationMinutes * 60_000,
      }));
      for (const span of spans) {
        const atVenue = spans.filter((other) => other.venueId === span.venueId);
        const pitches = venues.find((venue) => venue.id === span.venueId)?.pitchCount ?? 0;
        expect(peakOverlap(atVenue, span)).toBeLessThanOrEqual(pitches);
      }
    });

    it(`are the same for the same moment (${now.toISOString()})`, () => {
      expect(planPastGames({ venues, players, demo, now })).toEqual(plans);
    });

    it(`keep the result rules: every game recorded by now, 10-14 players, goals within the score (${now.toISOString()})`, () => {
      expect(plans.length).toBeGreaterThanOrEqual(28 * 3);
      for (const plan of plans) {
        expect(plan.recordedAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(plan.lines.length).toBeGreaterThanOrEqual(10);
        expect(plan.lines.length).toBeLessThanOrEqual(Math.min(14, plan.game.capacity));
        expect(new Set(plan.lines.map((line) => line.userId)).size).toBe(plan.lines.length);
        for (const side of [0, 1]) {
          const mine = plan.lines.filter((line) => line.side === side);
          expect(mine.some((line) => line.attended)).toBe(true);
          expect(mine.reduce((sum, line) => sum + line.goals, 0)).toBeLessThanOrEqual(plan.scores[side] ?? 0);
        }
        expect(plan.lines.every((line) => line.attended || line.goals === 0)).toBe(true);
        const attended = new Set(plan.lines.filter((line) => line.attended).map((line) => line.userId));
        for (const vote of plan.votes) {
          expect(attended.has(vote.voterId) && attended.has(vote.candidateId)).toBe(true);
          expect(vote.voterId).not.toBe(vote.candidateId);
          expect(vote.at.getTime()).toBeGreaterThanOrEqual(plan.recordedAt.getTime());
          expect(vote.at.getTime()).toBeLessThan(
            Math.min(now.getTime(), plan.recordedAt.getTime() + 24 * HOUR),
          );
        }
        expect(new Set(plan.votes.map((vote) => vote.voterId)).size).toBe(plan.votes.length);
      }
    });

    it(`put the demo player in 11 games, the last four won, one as player of the match, the last vote still open (${now.toISOString()})`, () => {
      const mine = plans.filter((plan) => plan.lines.some((line) => line.userId === 'demo'));
      expect(mine).toHaveLength(11);
      const outcome = (plan: (typeof plans)[number]) =>
        sideOutcome(plan.scores, plan.lines.find((line) => line.userId === 'demo')?.side ?? 0);
      expect(mine.slice(-4).map(outcome)).toEqual(['win', 'win', 'win', 'win']);
      expect(mine.filter((plan) => plan.pick === 'demo')).toHaveLength(1);
      const last = mine.at(-1);
      expect(now.getTime() - (last?.recordedAt.getTime() ?? 0)).toBeLessThan(24 * HOUR);
      expect(last?.votes.some((vote) => vote.voterId === 'demo')).toBe(false);
    });
  }
});
