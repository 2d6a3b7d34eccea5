import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { readWriteCounts, writesBetween } from './database-writes.js';
import { ACTOR_NAMES, type ActorName, type FuzzActors } from './fuzz-actors.js';
import { fuzzRequests, planLength } from './fuzz-cases.js';
import type { FuzzRequest } from './fuzz-request.js';
import type { FuzzApi } from './openapi-operations.js';
import type { SchemaContext } from './schema-arbitrary.js';
import { type FuzzRule, brokenRules } from './response-rules.js';
import type { ServerErrors } from './server-errors.js';

/** A request that broke a rule: a 5xx, an error without `{detail, code}`, or a refusal that wrote. */
export interface FuzzFailure {
  operation: string;
  input: string;
  actor: ActorName;
  status: number;
  rule: FuzzRule;
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
        if (accountsMayHaveChanged) {
          await actors.restore();
          accountsMayHaveChanged = false;
        }
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
        const writes = writesBetween(before, await readWriteCounts(db));
        if (writes.length > 0) requestsThatWrote += 1;
        if (status < 300) answered2xx.add(request.operation);
        // A success may have logged an actor out or blocked them; a crash may have written half its change.
        if ((status < 400 && request.method !== 'GET') || status >= 500) accountsMayHaveChanged = true;
        const answer = {
          input: request.input,
          status,
          body: response.body,
          writes,
          serverError: serverErrors.take(),
          visitor: actor === 'anonymous',
        };
        for (const { rule, error } of brokenRules(answer)) {
          const { operation, input, url } = request;
          failures.push({ operation, input, actor, status, rule, error, url });
        }
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
