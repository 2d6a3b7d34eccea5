/**
 * bench/formation: the exact formation solver on 1,000 seeded 11-a-side line-ups from squads of
 * 25, against two greedy baselines on the same cost; the optimum is certified by an independent
 * dynamic programme over the sets of filled slots.
 */
import {
  type FormationPlayer,
  type FormationSlot,
  type FormationSolution,
  classifyFit,
  playerStrength,
  solveFormation,
} from '@oyna/formation';
import { exactBySubsets } from '../../packages/formation/src/testing/exact-by-subsets.js';
import { cheapestPairGreedy, slotOrderGreedy } from './baselines.js';
import { seededRandom } from '@oyna/shared';
import { randomInstance, type Instance } from './instances.js';

const GAMES = Number(process.env['BENCH_FORMATION_GAMES'] ?? 1000);
const SQUAD = 25;
const WARM_UP = 200;
const TARGET_P99_MS = 5;
const REPEATS = 5;

interface Sample {
  gap: number;
  /** Players out of their primary and secondary positions (outfield). */
  outOfPosition: number;
  /** A keeper outfield or an outfield player in goal. */
  wrongGoal: number;
  /** Mean strength of the eleven on the pitch. */
  strength: number;
}

function describeLineUp(
  instance: Instance,
  bySlot: Map<string, string>,
  totalCost: number,
  optimum: number,
): Sample {
  let outOfPosition = 0;
  let wrongGoal = 0;
  let strength = 0;
  for (const slot of instance.slots) {
    const player = instance.players.find((candidate) => candidate.id === bySlot.get(slot.id));
    if (!player) continue;
    const { fit } = classifyFit(player, slot.role);
    if (fit === 'keeperOutfield' || fit === 'outfieldInGoal') wrongGoal += 1;
    else if (fit !== 'primary' && fit !== 'secondary') outOfPosition += 1;
    strength += playerStrength(player).strength;
  }
  return { gap: totalCost - optimum, outOfPosition, wrongGoal, strength: strength / instance.slots.length };
}

function timed(slots: readonly FormationSlot[], players: readonly FormationPlayer[]) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const solution = solveFormation({ slots, players });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { solution, ms, cpuMs: (used.user + used.system) / 1000 };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (value: number) => (value < 0.1 ? value.toFixed(3) : value.toFixed(2));
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function describeSolver(name: string, samples: readonly Sample[]): string {
  const gaps = samples.map((s) => s.gap);
  return (
    `${name} cost gap mean ${mean(gaps).toFixed(1)} worst ${Math.max(...gaps)}, ` +
    `above the optimum in ${pct(samples.filter((s) => s.gap > 0).length / samples.length)}, ` +
    `out of position ${mean(samples.map((s) => s.outOfPosition)).toFixed(2)} per line-up, ` +
    `wrong goal ${samples.reduce((sum, s) => sum + s.wrongGoal, 0)}, ` +
    `mean strength on the pitch ${mean(samples.map((s) => s.strength)).toFixed(1)}`
  );
}

export async function runFormationBench(): Promise<string> {
  const random = seededRandom(17);
  const instances = Array.from({ length: GAMES }, () => randomInstance(random, SQUAD));
  // The solver is warmed up (JIT-compiled) on line-ups of its own, WARM_UP of them whatever the
  // budget: with the smoke's 10 line-ups a warm-up on those alone left the first timed calls cold
  // (p99 of 50 calls is their slowest: 18 ms on CI against a 5 ms target).
  const warmUpRandom = seededRandom(1017);
  for (let i = 0; i < WARM_UP; i += 1) {
    const { slots, players } = randomInstance(warmUpRandom, SQUAD);
    for (let repeat = 0; repeat < REPEATS; repeat += 1) solveFormation({ slots, players });
  }

  // Timing first, on its own: the reference's allocations would otherwise trigger garbage
  // collections inside the timed calls. Each line-up is solved REPEATS times; `times` holds every
  // call, `bestTimes` each line-up's fastest (what the line-up costs when no other process takes
  // the core: on a shared machine the plain p99 mostly measures waiting for a core).
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const bestTimes: number[] = [];
  const solutions = instances.map((instance) => {
    let best = Infinity;
    let solution: FormationSolution | undefined;
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      const run = timed(instance.slots, instance.players);
      times.push(run.ms);
      cpuTimes.push(run.cpuMs);
      best = Math.min(best, run.ms);
      solution = run.solution;
    }
    bestTimes.push(best);
    return solution;
  });

  const samples: Record<string, Sample[]> = { ours: [], 'cheapest-pair greedy': [], 'slot-order greedy': [] };
  let certified = 0;
  instances.forEach((instance, i) => {
    const solution = solutions[i];
    if (!solution) return;
    const optimum = exactBySubsets(instance.slots, instance.players);
    if (solution.totalCost === optimum) certified += 1;
    const ours = new Map(
      solution.lineup.flatMap((placement) =>
        placement.playerId ? [[placement.slotId, placement.playerId]] : [],
      ),
    ) as Map<string, string>;
    samples['ours']?.push(describeLineUp(instance, ours, solution.totalCost, optimum));
    for (const [name, baseline] of [
      ['cheapest-pair greedy', cheapestPairGreedy],
      ['slot-order greedy', slotOrderGreedy],
    ] as const) {
      const lineUp = baseline(instance.slots, instance.players);
      samples[name]?.push(describeLineUp(instance, lineUp.bySlot, lineUp.totalCost, optimum));
    }
  });

  times.sort((a, b) => a - b);
  bestTimes.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const missed: string[] = [];
  if (certified < GAMES) missed.push(`optimal in ${certified}/${GAMES}`);
  if (p99 >= TARGET_P99_MS) missed.push(`p99 ${ms(p99)} ms >= ${TARGET_P99_MS} ms`);
  return [
    `formation: 11 slots, ${SQUAD} players, ${GAMES} line-ups: ours optimal (equal to the subset DP) in ${certified}/${GAMES}, ` +
      `${times.length} calls p50 ${ms(percentile(times, 50))} ms p99 ${ms(p99)} ms max ${ms(times[times.length - 1] ?? NaN)} ms ` +
      `(CPU p50 ${ms(percentile(cpuTimes, 50))} ms p99 ${ms(percentile(cpuTimes, 99))} ms; ` +
      `fastest of ${REPEATS} per line-up p50 ${ms(percentile(bestTimes, 50))} ms p99 ${ms(percentile(bestTimes, 99))} ms);`,
    Object.entries(samples)
      .map(([name, list]) => describeSolver(name, list))
      .join('; '),
    `| target p99 < ${TARGET_P99_MS} ms: ${missed.length === 0 ? 'met' : `MISSED: ${missed.join(', ')}`}`,
  ].join(' ');
}
