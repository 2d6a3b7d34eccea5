/**
 * bench/booking: concurrent clients registering distinct players for games through the whole API
 * on PostgreSQL, (a) all into one hot game and (b) spread over 500 games; and, in the same run, the
 * floor: the same booking transaction as raw SQL through the pg driver, no HTTP, no ORM.
 *
 * The API runs as deployed, in a process of its own (`server.ts`, production mode), so the HTTP
 * client's CPU is not counted against it (the floor has no HTTP client at all). Each run also
 * reports the CPU each booking cost in the API process, in this process (the HTTP client, or the
 * floor's own pg code) and in the PostgreSQL backends of the bench database: on a shared machine
 * these move far less than the rates. A whole unmeasured round runs first, so that both sides are
 * measured warm, as a server that has been up a while is, and each run alternates with the floor's
 * in blocks, so that a slow or fast spell of the machine falls on both (decision 108).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { benchEnv, knob } from '../bench-config.js';
import { adminQuery, checkInvariants, describeInvariants } from '../shared/bench-database.js';
import { fundedPlayers } from '../shared/bench-players.js';
import { type ApiProcess, cpuSecondsOf, startApiProcess } from '../shared/api-process.js';
import { type Db, openDatabase } from '../../apps/api/src/db/database.js';
import { games, users } from '../../apps/api/src/db/schema.js';
import { createAccessTokens } from '../../apps/api/src/lib/access-token.js';
import { createVenue } from '../../apps/api/src/test/factories.js';
import { percentile } from '../shared/measure.js';

const PLAYERS = Number(process.env['BENCH_BOOKING_PLAYERS'] ?? 1000);
const CLIENTS = Number(process.env['BENCH_BOOKING_CLIENTS'] ?? 20);
const SPREAD_GAMES = Number(process.env['BENCH_BOOKING_GAMES'] ?? 500);
const CAPACITY = 14;
const PRICE_QEPIK = 1000;
/** Each run is measured in this many blocks, alternating with the floor's (`runSideBySide`); one in a smoke run. */
const BLOCKS = knob('BENCH_BOOKING_BLOCKS', 4, 1);

/** Extra node arguments for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const API_NODE_ARGS = (process.env['BENCH_API_NODE_ARGS'] ?? '').split(' ').filter(Boolean);

interface Run {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU milliseconds per booking: the API process (absent for the floor), this process, PostgreSQL. */
  cpu: { api: number | null; here: number; postgres: number };
  /** The one-minute load average at the end of the run. */
  load: number;
}

/** CPU used so far by the API process, by this process and by the bench database's backends. */
interface CpuMeter {
  read(): Promise<{ api: number | null; here: number; postgres: Map<number, number> }>;
}

function cpuMeter(pool: pg.Pool, database: string, api: ApiProcess | null): CpuMeter {
  return {
    async read() {
      const backends = await pool.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [database],
      );
      const usage = process.cpuUsage();
      return {
        api: api ? api.cpuSeconds() : null,
        here: (usage.user + usage.system) / 1e6,
        postgres: new Map(backends.rows.map((row) => [row.pid, cpuSecondsOf(row.pid)])),
      };
    },
  };
}

/** What one block of a run measured: its bookings, seconds, latencies, failures and CPU seconds. */
interface Block {
  jobs: number;
  seconds: number;
  latencies: number[];
  failures: number;
  cpu: { api: number | null; here: number; postgres: number };
}

/** Runs `jobs` with `CLIENTS` at a time, timing each; `api` is the API process when it serves them. */
async function runConcurrently(
  jobs: (() => Promise<boolean>)[],
  meter: CpuMeter,
  api: boolean,
): Promise<Block> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const before = await meter.read();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        if (!job) continue;
        const t0 = performance.now();
        if (!(await job())) failures += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await meter.read();
  // A backend that started during the run counts from zero; one that ended during it is lost (rare: the pools keep theirs).
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
  return {
    jobs: jobs.length,
    seconds,
    latencies,
    failures,
    cpu: {
      api: api && after.api !== null && before.api !== null ? after.api - before.api : null,
      here: after.here - before.here,
      postgres,
    },
  };
}

/** A run's blocks added up: bookings per second over their time, latencies, CPU per booking. */
function summarize(label: string, blocks: Block[]): Run {
  const sum = (value: (block: Block) => number) => blocks.reduce((total, block) => total + value(block), 0);
  const jobs = sum((block) => block.jobs);
  const latencies = blocks.flatMap((block) => block.latencies).sort((a, b) => a - b);
  const perBooking = (cpuSeconds: number) => (cpuSeconds * 1000) / jobs;
  const apiSeconds = blocks.every((block) => block.cpu.api !== null)
    ? sum((block) => block.cpu.api ?? 0)
    : null;
  return {
    label,
    perSecond: jobs / sum((block) => block.seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: sum((block) => block.failures),
    cpu: {
      api: apiSeconds === null ? null : perBooking(apiSeconds),
      here: perBooking(sum((block) => block.cpu.here)),
      postgres: perBooking(sum((block) => block.cpu.postgres)),
    },
    load: loadavg()[0] ?? 0,
  };
}

/**
 * The API's run and the floor's in alternating blocks (`BLOCKS` of each, in the jobs' order), so
 * that a slow or a fast spell of the shared machine falls on both sides alike rather than on one
 * run of a second or two; each side's rate is its bookings over the time of its own blocks.
 */
async function runSideBySide(
  label: string,
  api: { jobs: (() => Promise<boolean>)[]; meter: CpuMeter },
  raw: { jobs: (() => Promise<boolean>)[]; meter: CpuMeter },
): Promise<[Run, Run]> {
  const apiBlocks: Block[] = [];
  const rawBlocks: Block[] = [];
  const slice = (jobs: (() => Promise<boolean>)[], block: number) =>
    jobs.slice(Math.floor((jobs.length * block) / BLOCKS), Math.floor((jobs.length * (block + 1)) / BLOCKS));
  for (let block = 0; block < BLOCKS; block += 1) {
    apiBlocks.push(await runConcurrently(slice(api.jobs, block), api.meter, true));
    rawBlocks.push(await runConcurrently(slice(raw.jobs, block), raw.meter, false));
  }
  return [summarize(`API ${label}`, apiBlocks), summarize(`raw SQL ${label}`, rawBlocks)];
}

async function createGames(db: Db, organizerId: string, venueId: number, count: number): Promise<string[]> {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const rows = await db
    .insert(games)
    .values(
      Array.from({ length: count }, (_, index) => ({
        venueId,
        organizerId,
        title: `Bench ${index}`,
        startsAt,
        durationMinutes: 90,
        format: '7x7' as const,
        capacity: CAPACITY,
        kind: 'regular' as const,
        priceQepik: PRICE_QEPIK,
        registrationOpensAt: new Date(Date.now() - 3_600_000),
      })),
    )
    .returning({ id: games.id });
  return rows.map((row) => row.id);
}

/** The booking the API does, as raw SQL in one transaction: lock the game, take a place or wait, charge. */
async function rawBooking(pool: pg.Pool, gameId: string, userId: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const game = await client.query<{ places_taken: number; capacity: number; price_qepik: number }>(
      'select places_taken, capacity, price_qepik from games where id = $1 for update',
      [gameId],
    );
    const row = game.rows[0];
    if (!row) throw new Error('no game');
    const active = await client.query(
      "select 1 from game_registrations where game_id = $1 and user_id = $2 and status <> 'cancelled'",
      [gameId, userId],
    );
    if (active.rowCount) throw new Error('already registered');
    const registrationId = randomUUID();
    if (row.places_taken >= row.capacity) {
      await client.query(
        "insert into game_registrations (id, game_id, user_id, status, payment_method, price_qepik, waitlisted_at) values ($1, $2, $3, 'waitlisted', 'balance', $4, now())",
        [registrationId, gameId, userId, row.price_qepik],
      );
    } else {
      const wallet = await client.query<{ balance_qepik: string }>(
        'select balance_qepik from wallets where user_id = $1 for update',
        [userId],
      );
      const balanceAfter = Number(wallet.rows[0]?.balance_qepik ?? 0) - row.price_qepik;
      if (balanceAfter < 0) throw new Error('insufficient');
      await client.query(
        "insert into game_registrations (id, game_id, user_id, status, payment_method, price_qepik, paid_at) values ($1, $2, $3, 'confirmed', 'balance', $4, now())",
        [registrationId, gameId, userId, row.price_qepik],
      );
      await client.query('update wallets set balance_qepik = $2, updated_at = now() where user_id = $1', [
        userId,
        balanceAfter,
      ]);
      await client.query(
        "insert into ledger_entries (user_id, kind, amount_qepik, balance_after_qepik, idempotency_key, reference_type, reference_id, description) values ($1, 'game_payment', $2, $3, $4, 'game_registration', $5, $6)",
        [
          userId,
          -row.price_qepik,
          balanceAfter,
          `game_payment:${registrationId}`,
          registrationId,
          { key: 'game_payment', params: { game_id: gameId } },
        ],
      );
      await client.query('update games set places_taken = places_taken + 1 where id = $1', [gameId]);
    }
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback');
    rawFailures.set(String(error), (rawFailures.get(String(error)) ?? 0) + 1);
    return false;
  } finally {
    client.release();
  }
}

/** Why raw bookings failed, to print beside the counts. */
const rawFailures = new Map<string, number>();

export async function runBookingBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oyna_bench_booking_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const jwtSecret = randomBytes(32).toString('hex');
  let api: ApiProcess | null = null;
  // For the setup and the checks only; the API's pool is its own (10 connections, as the floor's).
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const meterPool = new pg.Pool({ connectionString: serverUrl, max: 1 });
  // node:http with keep-alive: a lighter client than fetch, so less of the shared CPU goes to it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

  try {
    // The API migrates the database as it starts (without Redis, as one instance).
    api = await startApiProcess(benchEnv({ JWT_SECRET: jwtSecret, DATABASE_URL: databaseUrl }), {
      nodeArgs: API_NODE_ARGS,
    });
    const { url } = api;
    const db = database.db;
    const apiMeter = cpuMeter(meterPool, name, api);
    const rawMeter = cpuMeter(meterPool, name, null);
    const venue = await createVenue(db);
    const [organizer] = await db
      .insert(users)
      .values({ email: 'bench-organizer@example.az', role: 'organizer' })
      .returning();
    if (!organizer) throw new Error('no organizer');
    // Enough for every booking at full price: two rounds, each of two API runs and two raw runs.
    const { ids: playerIds, tokens } = await fundedPlayers(db, {
      count: PLAYERS,
      prefix: 'bench',
      balanceQepik: 8 * PRICE_QEPIK,
      accessTokens: createAccessTokens(jwtSecret),
    });

    /** One request of a player through the keep-alive agent; true when it answered `expected`. */
    const send = (token: string, path: string, expected: number, body?: string) => () =>
      new Promise<boolean>((resolve) => {
        const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}` };
        if (body !== undefined) {
          headers['content-type'] = 'application/json';
          headers['content-length'] = Buffer.byteLength(body);
        }
        const request = http.request(
          `${url}${path}`,
          { method: body === undefined ? 'GET' : 'POST', agent, headers },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode === expected));
          },
        );
        request.on('error', () => resolve(false));
        request.end(body);
      });
    const body = JSON.stringify({ payment_method: 'balance' });
    const book = (gameId: string, token: string) =>
      send(token, `/api/v1/games/${gameId}/registrations`, 201, body);

    // Every player has the app open before booking (GET /auth/me), as a player does who books from
    // a game's page: the runs then meet sessions the API has already checked (a token's signature
    // once, a session for 30 s).
    const openApp = (token: string) => send(token, '/api/v1/auth/me', 200);
    const opened = await runConcurrently(tokens.map(openApp), apiMeter, true);
    if (opened.failures > 0) throw new Error(`${opened.failures} players could not open the app`);

    /** The four runs, each on games of its own: the API and raw SQL, into one hot game and over the spread. */
    const round = async (): Promise<Run[]> => {
      const [apiHot] = await createGames(db, organizer.id, venue.id, 1);
      const apiSpread = await createGames(db, organizer.id, venue.id, SPREAD_GAMES);
      const [rawHot] = await createGames(db, organizer.id, venue.id, 1);
      const rawSpread = await createGames(db, organizer.id, venue.id, SPREAD_GAMES);
      if (!apiHot || !rawHot) throw new Error('no hot game');
      // Statistics on the new rows, as autovacuum keeps them in production: without them PostgreSQL
      // planned the booking's facts as if the games table were empty (a scan of every game for the
      // player's games played, twice per booking).
      await db.execute(sql`analyze`);
      const hot = await runSideBySide(
        'hot game',
        { jobs: tokens.map((token) => book(apiHot, token)), meter: apiMeter },
        { jobs: playerIds.map((playerId) => () => rawBooking(pool, rawHot, playerId)), meter: rawMeter },
      );
      const spread = await runSideBySide(
        `${SPREAD_GAMES} games`,
        {
          jobs: tokens.map((token, index) => book(apiSpread[index % SPREAD_GAMES] ?? '', token)),
          meter: apiMeter,
        },
        {
          jobs: playerIds.map(
            (playerId, index) => () => rawBooking(pool, rawSpread[index % SPREAD_GAMES] ?? '', playerId),
          ),
          meter: rawMeter,
        },
      );
      return [...hot, ...spread];
    };
    // A whole round first, unmeasured, so that both sides are measured as servers that have been
    // up a while (decision 108): in its first few thousand requests the API's JIT still compiles
    // its path, and V8's compiler threads took about a quarter of its CPU during the runs; the
    // floor's driver code warms up the same way.
    const warmUp = await round();
    const warmUpFailures = warmUp.reduce((sum, run) => sum + run.failures, 0);
    if (warmUpFailures > 0) throw new Error(`${warmUpFailures} bookings failed in the warm-up round`);
    const runs = await round();
    const invariants = await checkInvariants(db);
    const [hotApi, hotRaw, spreadApi, spreadRaw] = runs;
    const describeCpu = ({ api: inApi, here, postgres }: Run['cpu']) =>
      inApi === null
        ? `CPU per booking: pg client ${here.toFixed(2)} ms, PostgreSQL ${postgres.toFixed(2)} ms`
        : `CPU per booking: API ${inApi.toFixed(2)} ms, HTTP client ${here.toFixed(2)} ms, PostgreSQL ${postgres.toFixed(2)} ms`;
    const describe = (run: Run | undefined) =>
      run
        ? `${run.label} ${run.perSecond.toFixed(0)}/s (p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, failures ${run.failures}; ${describeCpu(run.cpu)}; load ${run.load.toFixed(2)})`
        : '';
    const ratio = (a: Run | undefined, b: Run | undefined) =>
      ((a?.perSecond ?? 0) / (b?.perSecond ?? 1)).toFixed(2);
    return [
      `booking: ${PLAYERS} players, ${CLIENTS} concurrent clients, capacity ${CAPACITY}, the API in its own process, load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')};`,
      `${describe(hotApi)}; ${describe(hotRaw)}; ratio ${ratio(hotApi, hotRaw)};`,
      `${describe(spreadApi)}; ${describe(spreadRaw)}; ratio ${ratio(spreadApi, spreadRaw)};`,
      rawFailures.size > 0
        ? `raw failures: ${[...rawFailures].map(([why, n]) => `${n} x ${why}`).join(', ')};`
        : '',
      describeInvariants(invariants),
    ].join(' ');
  } finally {
    await pool.end();
    await meterPool.end();
    agent.destroy();
    await api?.stop();
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
