/**
 * bench/two-instances: the scale-out check of issue 21. Two API processes (the deployed bundle, production
 * mode) on one PostgreSQL database and one Redis: a booking on one instance reaches a live-places
 * stream held on the other (target: within 200 ms); the rate limit is one budget for both; a list
 * cached by one is invalidated by an admin's write on the other. Then memory: the resident size of
 * the instance that took a burst of bookings, and of the one holding 10,000 open live-places
 * streams (target: under 500 MB).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { openDatabase } from '../../apps/api/src/db/database.js';
import { games, users } from '../../apps/api/src/db/schema.js';
import { createAccessTokens } from '../../apps/api/src/lib/access-token.js';
import { startSession } from '../../apps/api/src/modules/auth/start-session.js';
import { createVenue } from '../../apps/api/src/test/factories.js';
import { benchEnv, knob } from '../bench-config.js';
import { adminQuery, checkInvariants, describeInvariants } from '../shared/bench-database.js';
import { fundedPlayers } from '../shared/bench-players.js';
import { freshClientAddress, percentile, withTimeout } from '../shared/measure.js';
import { type ApiProcess, startApiProcess } from '../shared/api-process.js';

/** Bookings on one instance, each timed to the event on the other's stream. */
const SAMPLES = knob('BENCH_TWO_SAMPLES', 20, 3);
/** Bookings in the burst before memory is read (20 at a time). */
const BURST = knob('BENCH_TWO_BOOKINGS', 1000, 20);
/** Live-places streams held open on one instance for its memory. */
const STREAMS = knob('BENCH_TWO_STREAMS', 10_000, 50);
/** The rate limit of both instances (per IP and minute). */
const RATE_LIMIT = 60;
const PRICE_QEPIK = 1000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** An open `GET /games/{id}/events`: resolves each next `places` event, with when it arrived. */
function openStream(url: string): Promise<{ next(): Promise<{ data: unknown; at: number }>; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'x-forwarded-for': freshClientAddress() } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      let buffered = '';
      const arrived: { data: unknown; at: number }[] = [];
      const waiting: ((event: { data: unknown; at: number }) => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let match = /event: places\ndata: (.*)\n\n/.exec(buffered);
        while (match) {
          const event = { data: JSON.parse(match[1] ?? 'null') as unknown, at: performance.now() };
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else arrived.push(event);
          buffered = buffered.slice(match.index + match[0].length);
          match = /event: places\ndata: (.*)\n\n/.exec(buffered);
        }
      });
      resolve({
        next: () => {
          const ready = arrived.shift();
          return ready ? Promise.resolve(ready) : new Promise((done) => waiting.push(done));
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

export async function runTwoInstancesBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const name = `oyna_bench_two_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const jwtSecret = randomBytes(32).toString('hex');
  const env = benchEnv({
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    TRUST_PROXY: 'true',
    JWT_SECRET: jwtSecret,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  });
  const instances: ApiProcess[] = [];
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
  const streams: { close(): void }[] = [];
  try {
    // The bench migrates the database, so both instances start at once.
    await database.migrate();
    instances.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances did not start');
    const db = database.db;
    const accessTokens = createAccessTokens(jwtSecret);
    const venue = await createVenue(db);
    const [organizer] = await db
      .insert(users)
      .values({ email: 'two-organizer@example.az', role: 'organizer' })
      .returning();
    const [admin] = await db
      .insert(users)
      .values({ email: 'two-admin@example.az', role: 'admin' })
      .returning();
    if (!organizer || !admin) throw new Error('no organizer or admin');
    const adminToken = (
      await startSession(db, {
        userId: admin.id,
        role: admin.role,
        context: { accessTokens, userAgent: 'bench', ip: '127.0.0.1' },
      })
    ).access_token;
    const gameCount = SAMPLES + BURST;
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const gameIds = (
      await db
        .insert(games)
        .values(
          Array.from({ length: gameCount }, (_, index) => ({
            venueId: venue.id,
            organizerId: organizer.id,
            title: `Two ${index}`,
            startsAt,
            durationMinutes: 90,
            format: '7x7' as const,
            capacity: 14,
            kind: 'regular' as const,
            priceQepik: PRICE_QEPIK,
            registrationOpensAt: new Date(Date.now() - 3_600_000),
          })),
        )
        .returning({ id: games.id })
    ).map((row) => row.id);
    const { tokens } = await fundedPlayers(db, {
      count: Math.max(SAMPLES, BURST),
      prefix: 'two',
      balanceQepik: 10 * PRICE_QEPIK,
      accessTokens,
    });
    const book = async (url: string, gameId: string, token: string) => {
      const response = await fetch(`${url}/api/v1/games/${gameId}/registrations`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': freshClientAddress(),
        },
        body: JSON.stringify({ payment_method: 'balance' }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`booking answered ${response.status}`);
    };

    // 1. A booking on one instance, seen by a stream on the other.
    const delays: number[] = [];
    for (let index = 0; index < SAMPLES; index += 1) {
      const gameId = gameIds[index] ?? '';
      const stream = await openStream(`${two.url}/api/v1/games/${gameId}/events`);
      await withTimeout(stream.next(), 5_000, 'the first places event');
      const started = performance.now();
      const arrived = stream.next();
      await book(one.url, gameId, tokens[index] ?? '');
      const event = await withTimeout(arrived, 5_000, 'the places event after a booking');
      delays.push(event.at - started);
      stream.close();
    }
    delays.sort((a, b) => a - b);

    // 2. One rate-limit budget: a client alternating between the instances gets RATE_LIMIT answers in all.
    const ip = '203.0.113.7';
    let answered = 0;
    let limited = 0;
    for (let index = 0; index < RATE_LIMIT * 2 && limited === 0; index += 1) {
      const url = index % 2 === 0 ? one.url : two.url;
      const response = await fetch(`${url}/api/v1/venues?page_size=1`, {
        headers: { 'x-forwarded-for': ip },
      });
      await response.arrayBuffer();
      if (response.status === 429) limited += 1;
      else if (response.ok) answered += 1;
    }
    const shared = limited > 0 && answered <= RATE_LIMIT;

    // 3. A list cached on one instance, changed by a write on the other.
    const venues = (url: string) =>
      fetch(`${url}/api/v1/venues?page_size=100`, {
        headers: { 'x-forwarded-for': freshClientAddress() },
      }).then((response) => response.text());
    await venues(two.url);
    await venues(two.url);
    const written = performance.now();
    const created = await fetch(`${one.url}/api/v1/admin/venues`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        'x-forwarded-for': freshClientAddress(),
      },
      body: JSON.stringify({
        name: 'İki Nüsxə Arena',
        district: 'khazar',
        address: 'Mərdəkan qəsəbəsi, Sahil küçəsi 3',
        latitude: 40.4921,
        longitude: 50.1398,
        type: 'outdoor',
        surface: 'artificial_grass',
        amenities: [],
        pitch_count: 1,
        phone: '012 555 44 33',
        opening_hours: [],
      }),
    });
    if (created.status !== 201) throw new Error(`the venue write answered ${created.status}`);
    const answeredAt = performance.now();
    let polls = 0;
    while (!(await venues(two.url)).includes('İki Nüsxə Arena')) {
      polls += 1;
      if (polls > 500) throw new Error('the other instance kept its cached list');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const invalidatedMs = performance.now() - answeredAt;
    const writeMs = answeredAt - written;

    // 4. Memory: a burst of bookings through one instance, then streams held open on the other.
    const burstStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < BURST) {
          const index = next;
          next += 1;
          await book(one.url, gameIds[SAMPLES + index] ?? '', tokens[index] ?? '');
        }
      }),
    );
    const burstPerSecond = BURST / ((performance.now() - burstStarted) / 1000);
    const afterBookings = one.residentBytes();
    const idleTwo = two.residentBytes();
    for (let opened = 0; opened < STREAMS; opened += 200) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(200, STREAMS - opened) }, (_, index) =>
          openStream(`${two.url}/api/v1/games/${gameIds[(opened + index) % gameIds.length] ?? ''}/events`),
        ),
      );
      streams.push(...batch);
    }
    const withStreams = two.residentBytes();
    const invariants = await checkInvariants(db);

    return [
      `two-instances: booking on one instance -> live-places event on the other p50 ${percentile(delays, 50).toFixed(0)} ms,`,
      `max ${(delays.at(-1) ?? 0).toFixed(0)} ms over ${SAMPLES} bookings (target 200 ms; booking answer included);`,
      `rate limit ${shared ? 'shared' : 'NOT shared'}: ${answered} answers then 429 from a client alternating instances (limit ${RATE_LIMIT});`,
      `venue write on one ${writeMs.toFixed(0)} ms, the other's cached list changed ${invalidatedMs.toFixed(0)} ms after its answer (${polls} stale reads);`,
      `memory: ${megabytes(afterBookings)} after ${BURST} bookings (${burstPerSecond.toFixed(0)}/s);`,
      `${megabytes(withStreams)} with ${STREAMS} open live-places streams (${megabytes(idleTwo)} before; target 500 MB);`,
      `${describeInvariants(invariants)} [load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}]`,
    ].join(' ');
  } finally {
    for (const stream of streams) stream.close();
    for (const instance of instances) await instance.stop();
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
