import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { readWriteCounts, writesBetween } from './database-writes.js';
import { ACTOR_NAMES, type ActorName, type FuzzActors } from './fuzz-actors.js';
import { fuzzRequests, planLength } from './fuzz-cases.js';
import type { FuzzRequest } from './fuzz-request.js';
import type { FuzzApi } from './openapi-operations.js';
import type { SchemaContext } from './schema-arbitrary.js';
import { type ServerErrors, printable } from './server-errors.js';

/** A request that broke a rule: a 5xx, an error without `{detail, code}`, or a refusal that wrote. */
export interface FuzzFailure {
  operation: string;
  input: string;
  actor: ActorName;
  status: number;
  rule: '5xx' | 'error body' | 'refused but wrote' | 'huge array accepted';
  /** The server's error, the answer's code, or the tables written. */
  error: string;
  url: string;
}

export interface FuzzResult {
  requests: number;
  operations: number;
  /** Operations that answered 2xx at least once: the valid-ish requests got through. */
  operationsAnswered2xx: number;
  statuses: Map<number, number>;
  /** Requests that wrote to the database: proof the write counter sees writes. */
  requestsThatWrote: number;
  failures: FuzzFailure[];
  seconds: number;
}

export interface FuzzRunOptions {
  app: FastifyInstance;
  db: Db;
  api: FuzzApi;
  context: SchemaContext;
  actors: FuzzActors;
  serverErrors: ServerErrors;
  /** About how many requests in all (each operation gets the same share, sent by each actor). */
  budget: number;
  seed: number;
}

const LANGUAGES = ['az', 'ru', 'en'];

/** 5xx answers that are a deliberate "this deployment has it switched off", not a crash. */
const DELIBERATE_UNAVAILABLE_CODES = new Set(['provider_not_configured']);

function errorBodyProblem(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown; code?: unknown };
    if (typeof parsed.detail === 'string' && typeof parsed.code === 'string') return undefined;
    return `no string detail/code: ${printable(body.slice(0, 120))}`;
  } catch {
    return `not JSON: ${printable(body.slice(0, 120))}`;
  }
}

function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}

/**
 * Shares the budget between operations: round by round, each operation whose plan is not done
 * takes one more request; once the longest plan is done, every operation goes round again.
 */
export function allot(planLengths: number[], budget: number): number[] {
  const counts = planLengths.map(() => 0);
  const longest = Math.max(...planLengths);
  let remaining = budget;
  for (let round = 0; remaining > 0; round += 1) {
    for (const [index, length] of planLengths.entries()) {
      if (remaining === 0) break;
      if (round < length || round >= longest) {
        counts[index] = (counts[index] ?? 0) + 1;
        remaining -= 1;
      }
    }
  }
  return counts;
}

/** Sends every operation's generated requests as each actor, round by round, and checks the rules. */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzResult> {
  const { app, db, api, context, actors, serverErrors } = options;
  const started = Date.now();
  const perActor = Math.floor(options.budget / ACTOR_NAMES.length);
  const counts = allot(
    api.operations.map((operation) => planLength(operation, context)),
    perActor,
  );
  const samples: FuzzRequest[][] = api.operations.map((operation, index) =>
    fuzzRequests(operation, context, { count: counts[index] ?? 0, seed: options.seed + index * 100_003 }),
  );
  const rounds = Math.max(...counts);
  const statuses = new Map<number, number>();
  const answered2xx = new Set<string>();
  const failures: FuzzFailure[] = [];
  let requests = 0;
  let requestsThatWrote = 0;
  let accountsMayHaveChanged = false;

  for (let round = 0; round < rounds; round += 1) {
    for (const perOperation of samples) {
      const request = perOperation[round];
      if (!request) continue;
      for (const actor of ACTOR_NAMES) {
        if (accountsMayHaveChanged) await actors.restore();
        const before = await readWriteCounts(db);
        serverErrors.take();
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            ...request.headers,
            ...actors.headersFor(actor),
            'accept-language': LANGUAGES[requests % 3] ?? 'az',
          },
          ...(request.payload !== undefined && { payload: request.payload }),
        });
        requests += 1;
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const fail = (rule: FuzzFailure['rule'], error: string) =>
          failures.push({
            operation: request.operation,
            input: request.input,
            actor,
            status,
            rule,
            error,
            url: request.url,
          });
        const writes = writesBetween(before, await readWriteCounts(db));
        if (writes.length > 0) requestsThatWrote += 1;
        if (status < 400) {
          if (status < 300) answered2xx.add(request.operation);
          if (status < 300 && request.input.startsWith('huge-array body'))
            fail('huge array accepted', String(status));
          accountsMayHaveChanged = request.method !== 'GET';
          continue;
        }
        const code = codeOf(response.body);
        if (status >= 500 && !(status === 503 && DELIBERATE_UNAVAILABLE_CODES.has(code))) {
          fail('5xx', serverErrors.take() ?? code);
        }
        const bodyProblem = errorBodyProblem(response.body);
        if (bodyProblem) fail('error body', bodyProblem);
        if (status < 500 && writes.length > 0) fail('refused but wrote', `${code}: ${writes.join(', ')}`);
      }
    }
  }
  return {
    requests,
    operations: samples.filter((perOperation) => perOperation.length > 0).length,
    operationsAnswered2xx: answered2xx.size,
    statuses,
    requestsThatWrote,
    failures,
    seconds: (Date.now() - started) / 1000,
  };
}
