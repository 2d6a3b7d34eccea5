import type { FuzzFailure, FuzzResult } from './fuzz-run.js';

/** A failure once per (operation, input, rule, status, error), with the actors that hit it. */
export interface DistinctFailure extends Omit<FuzzFailure, 'actor'> {
  actors: string[];
  count: number;
}

/** The failures grouped, most frequent first, ties in a stable order. */
export function distinctFailures(failures: FuzzFailure[]): DistinctFailure[] {
  const byKey = new Map<string, DistinctFailure>();
  for (const failure of failures) {
    const key = [failure.operation, failure.input, failure.rule, failure.status, failure.error].join('|');
    const existing = byKey.get(key);
    if (existing) {
      existing.count += 1;
      if (!existing.actors.includes(failure.actor)) existing.actors.push(failure.actor);
    } else {
      const { actor, ...rest } = failure;
      byKey.set(key, { ...rest, actors: [actor], count: 1 });
    }
  }
  return [...byKey.values()].sort(
    (a, b) => b.count - a.count || a.operation.localeCompare(b.operation) || a.input.localeCompare(b.input),
  );
}

/** Requests, operations, the status histogram and the first distinct failures, for the test log. */
export function formatFuzzReport(result: FuzzResult, limit = 20): string {
  const histogram = [...result.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const distinct = distinctFailures(result.failures);
  const lines = [
    `OpenAPI fuzz: ${result.requests} requests, ${result.operations} operations (${result.operationsAnswered2xx} answered 2xx at least once), ${result.seconds.toFixed(1)} s`,
    `statuses: ${histogram}; ${result.requestsThatWrote} requests wrote to the database`,
    `failures: ${result.failures.length} (${distinct.length} distinct)`,
    ...distinct
      .slice(0, limit)
      .map(
        (f, i) =>
          `${i + 1}. [${f.rule}] ${f.operation} | ${f.input} | ${f.status} | ${f.error} | as ${f.actors.join('/')} x${f.count}\n     ${f.url.slice(0, 160)}`,
      ),
  ];
  if (distinct.length > limit) lines.push(`... and ${distinct.length - limit} more distinct failures`);
  return lines.join('\n');
}
