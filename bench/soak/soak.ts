/**
 * bench/soak: the production API as deployed (two instances sharing PostgreSQL and Redis) under
 * mixed traffic (browsing, bookings and leaves, live-places streams) at a steady rate, then through
 * outages played by loopback TCP proxies: Redis frozen (SIGSTOP), Redis stopped, PostgreSQL
 * stopped. It reports every answer by phase and checks what issue 15 asks: no 500 ever, 503 while
 * the database is away, no request stuck on Redis, recovery without a restart, the money and
 * places invariants afterwards, and memory that does not grow.
 */
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../../apps/api/src/db/database.js';
import { createAccessTokens } from '../../apps/api/src/lib/access-token.js';
import { games, users } from '../../apps/api/src/db/schema.js';
import { createVenue } from '../../apps/api/src/test/factories.js';
import { type TcpProxy, startTcpProxy } from '../../apps/api/src/test/tcp-proxy.js';
import { IS_SMOKE_RUN, knob } from '../bench-config.js';
import { fundedPlayers } from '../shared/bench-players.js';
import { type ApiProcess, startApiProcess } from '../shared/api-process.js';
import { adminQuery, checkInvariants, describeInvariants } from '../shared/bench-database.js';

const STEADY_S = knob('BENCH_SOAK_S', 300, 2);
const RATE = knob('BENCH_SOAK_RPS', 100, 20);
const STREAMS = knob('BENCH_SOAK_STREAMS', 50, 4);
const FAULT_S = knob('BENCH_SOAK_FAULT_S', 30, 1);
const PLAYERS = knob('BENCH_SOAK_PLAYERS', 300, 20);
const GAMES = knob('BENCH_SOAK_GAMES', 60, 5);
/** Between outages: long enough for the breaker's cooldown and the pool to reconnect. */
const RECOVERY_S = IS_SMOKE_RUN ? 2 : 10;
const REQUEST_TIMEOUT_MS = 15_000;
const PRICE_QEPIK = 1000;

type Outcome = number | 'timeout' | 'network';
/** The endpoint classes of the mix, timed apart. */
type RequestClass = 'browse' | 'game' | 'book' | 'leave';

class Phase {
  readonly outcomes = new Map<Outcome, number>();
  readonly latencies: number[] = [];
  readonly byClass = new Map<RequestClass, number[]>();
  constructor(readonly name: string) {}

  record(outcome: Outcome, ms: number, kind: RequestClass) {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    this.latencies.push(ms);
    const list = this.byClass.get(kind) ?? [];
    list.push(ms);
    this.byClass.set(kind, list);
  }

  /** p50/p99 of each endpoint class: `browse p50 12/p99 80 ms, ...`. */
  describeClasses(): string {
    return [...this.byClass]
      .map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const at = (p: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
        return `${kind} ${list.length} (p50 ${at(50).toFixed(0)} ms, p99 ${at(99).toFixed(0)} ms)`;
      })
      .join(', ');
  }

  count(test: (outcome: Outcome) => boolean): number {
    let total = 0;
    for (const [outcome, n] of this.outcomes) if (test(outcome)) total += n;
    return total;
  }

  get requests() {
    return this.latencies.length;
  }

  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }

  describe(): string {
    const served = this.count((o) => typeof o === 'number' && o < 500);
    const unavailable = this.count((o) => o === 503);
    const errors500 = this.count((o) => typeof o === 'number' && o >= 500 && o !== 503);
    const lost = this.count((o) => o === 'timeout' || o === 'network');
    return `${this.name}: ${this.requests} requests, ${served} answered, 503 ${unavailable}, 500s ${errors500}, timeouts or dropped ${lost}, p50 ${this.percentile(50).toFixed(0)} ms, p99 ${this.percentile(99).toFixed(0)} ms`;
  }
}

interface World {
  urls: string[];
  gameIds: string[];
  tokens: string[];
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** One request of the mix: 60% browsing, 25% booking, 15% leaving. */
function mixedRequest(world: World): { url: string; init: RequestInit; kind: RequestClass } {
  const base = `${pick(world.urls)}/api/v1`;
  const roll = Math.random();
  const auth = { authorization: `Bearer ${pick(world.tokens)}` };
  if (roll < 0.2)
    return { url: `${base}/games?page=${1 + Math.floor(Math.random() * 3)}`, init: {}, kind: 'browse' };
  if (roll < 0.4)
    return { url: `${base}/games/${pick(world.gameIds)}`, init: { headers: auth }, kind: 'game' };
  if (roll < 0.6) return { url: `${base}/venues?page_size=20`, init: {}, kind: 'browse' };
  if (roll < 0.85)
    return {
      url: `${base}/games/${pick(world.gameIds)}/registrations`,
      init: {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ payment_method: 'balance' }),
      },
      kind: 'book',
    };
  return {
    url: `${base}/games/${pick(world.gameIds)}/registrations/me`,
    init: { method: 'DELETE', headers: auth },
    kind: 'leave',
  };
}

async function send(world: World, phase: Phase): Promise<void> {
  const { url, init, kind } = mixedRequest(world);
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    phase.record(response.status, performance.now() - started, kind);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    phase.record(timedOut ? 'timeout' : 'network', performance.now() - started, kind);
  }
}

/** Sends the mix at RATE requests a second for `seconds`, open loop (a slow answer does not slow the sender). */
async function drive(world: World, phase: Phase, seconds: number): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const tickMs = 100;
  const perTick = RATE / (1000 / tickMs);
  let owed = 0;
  const ends = performance.now() + seconds * 1000;
  while (performance.now() < ends) {
    owed += perTick;
    for (; owed >= 1; owed -= 1) {
      const request = send(world, phase).finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  await Promise.all(inFlight);
}

/** Live-places streams held open through the whole run; counts the events they deliver. */
function openStreams(world: World) {
  const controller = new AbortController();
  let events = 0;
  let reconnects = 0;
  const watch = async (gameId: string) => {
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`${pick(world.urls)}/api/v1/games/${gameId}/events`, {
          signal: controller.signal,
        });
        const reader = response.body?.getReader();
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          events += new TextDecoder().decode(chunk.value).split('data:').length - 1;
        }
      } catch {
        // A closed stream during an outage: the browser's EventSource reconnects, so does this.
      }
      if (controller.signal.aborted) return;
      reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const running = Array.from({ length: STREAMS }, (_, index) =>
    watch(world.gameIds[index % world.gameIds.length] ?? ''),
  );
  return {
    summary: () => `${STREAMS} live streams got ${events} events (${reconnects} reconnects)`,
    async close() {
      controller.abort();
      await Promise.all(running);
    },
  };
}

/** Seconds until every instance serves the games list again after an outage ends. */
async function secondsToRecover(world: World): Promise<number> {
  const started = performance.now();
  for (const url of world.urls) {
    for (;;) {
      const response = await fetch(`${url}/api/v1/games`).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status === 200) break;
      if (performance.now() - started > 60_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return (performance.now() - started) / 1000;
}

async function seed(database: Database, jwtSecret: string): Promise<Omit<World, 'urls'>> {
  const accessTokens = createAccessTokens(jwtSecret);
  const db = database.db;
  const venue = await createVenue(db, { pitchCount: GAMES });
  const [organizer] = await db
    .insert(users)
    .values({ email: 'soak-organizer@example.az', role: 'organizer' })
    .returning();
  if (!organizer) throw new Error('no organizer');
  const rows = await db
    .insert(games)
    .values(
      Array.from({ length: GAMES }, (_, index) => ({
        venueId: venue.id,
        organizerId: organizer.id,
        title: `Soak ${index}`,
        startsAt: new Date(Date.now() + (3 + (index % 20)) * 86_400_000),
        durationMinutes: 90,
        format: '7x7' as const,
        capacity: 14,
        kind: 'regular' as const,
        priceQepik: PRICE_QEPIK,
        registrationOpensAt: new Date(Date.now() - 3_600_000),
      })),
    )
    .returning({ id: games.id });
  const { tokens } = await fundedPlayers(db, {
    count: PLAYERS,
    prefix: 'soak',
    balanceQepik: 1000 * PRICE_QEPIK,
    accessTokens,
  });
  return { gameIds: rows.map((row) => row.id), tokens };
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const growth = (from: number, to: number) =>
  `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(0)}%`;

export async function runSoakBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env['TEST_REDIS_URL'];
  const name = `oyna_bench_soak_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const target = (url: string, port: number) => ({
    host: new URL(url).hostname,
    port: Number(new URL(url).port || port),
  });
  const postgresProxy = await startTcpProxy(target(serverUrl, 5432));
  const redisProxy: TcpProxy | null = redisUrl ? await startTcpProxy(target(redisUrl, 6379)) : null;
  const jwtSecret = randomBytes(32).toString('hex');
  // Each instance is its own process, started as deployed (`server.ts`, production mode).
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_MAX: '100000000',
    JWT_SECRET: jwtSecret,
    PAYMENT_SANDBOX_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    DATABASE_URL: postgresProxy.urlFor(databaseUrl),
    ...(redisProxy && redisUrl && { REDIS_URL: redisProxy.urlFor(redisUrl) }),
  };

  const instances: ApiProcess[] = [];
  const seedDatabase = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
  let streams: ReturnType<typeof openStreams> | undefined;
  try {
    // The first instance migrates the database; the second starts on it.
    instances.push(await startApiProcess(env));
    instances.push(await startApiProcess(env));
    const urls = instances.map((instance) => instance.url);
    const world: World = { urls, ...(await seed(seedDatabase, jwtSecret)) };
    streams = openStreams(world);

    const phases: Phase[] = [];
    const rss = () => instances.reduce((sum, instance) => sum + instance.residentBytes(), 0);
    await drive(world, new Phase('warm-up'), Math.min(10, STEADY_S));
    const before = rss();
    const steady = new Phase(`steady ${STEADY_S} s at ${RATE}/s`);
    await drive(world, steady, STEADY_S);
    phases.push(steady);
    const after = rss();

    const recoveries: string[] = [];
    const outage = async (label: string, proxy: TcpProxy, start: () => void) => {
      const phase = new Phase(label);
      start();
      await drive(world, phase, FAULT_S);
      proxy.restore();
      recoveries.push(`${label} recovered in ${(await secondsToRecover(world)).toFixed(1)} s`);
      phases.push(phase);
      const after = new Phase(`${RECOVERY_S} s after ${label}`);
      await drive(world, after, RECOVERY_S);
      phases.push(after);
    };
    if (redisProxy) {
      await outage(`Redis frozen ${FAULT_S} s`, redisProxy, () => redisProxy.freeze());
      await outage(`Redis stopped ${FAULT_S} s`, redisProxy, () => redisProxy.cut());
    }
    await outage(`PostgreSQL stopped ${FAULT_S} s`, postgresProxy, () => postgresProxy.cut());

    await streams.close();
    streams = undefined;
    const invariants = await checkInvariants(seedDatabase.db);
    const total500 = phases.reduce(
      (sum, phase) => sum + phase.count((o) => typeof o === 'number' && o >= 500 && o !== 503),
      0,
    );
    return [
      `soak: 2 instances, ${GAMES} games, ${PLAYERS} players;`,
      `${phases.map((phase) => phase.describe()).join('; ')};`,
      `${recoveries.join(', ')};`,
      `steady by class: ${steady.describeClasses()};`,
      `resident memory of the two instances over the steady phase ${megabytes(before)} → ${megabytes(after)} MB (${growth(before, after)});`,
      redisProxy ? '' : 'Redis outages skipped (no TEST_REDIS_URL);',
      `500s in all ${total500};`,
      describeInvariants(invariants),
    ]
      .filter(Boolean)
      .join(' ');
  } finally {
    await streams?.close();
    for (const instance of instances) await instance.stop();
    await seedDatabase.close();
    await postgresProxy.close();
    await redisProxy?.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
