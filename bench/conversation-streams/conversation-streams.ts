/**
 * bench/conversation-streams: issue 33's measure of live chat. Two API processes (`server.ts`,
 * production mode) on one PostgreSQL database and one Redis. Every player holds the one live stream
 * the web app opens (`GET /notifications/events`, decision 89), all on the second instance; players
 * write in their games' chats on the first. Measured: the second instance's memory (resident and
 * heap, after a garbage collection) before and after opening the streams, and per stream; the delay
 * from a message's POST on the first instance to its `conversation_message` event on each member's
 * stream on the second (through Redis pub/sub), p50/p99, for posts one at a time and for one post
 * in every game at once. Every event must arrive.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/database.js';
import { gameRegistrations, games, users } from '../../apps/api/src/db/schema.js';
import { createAccessTokens } from '../../apps/api/src/lib/access-token.js';
import { createVenue } from '../../apps/api/src/test/factories.js';
import { benchEnv, knob } from '../bench-config.js';
import { adminQuery } from '../shared/bench-database.js';
import { freshClientAddress, percentile, withTimeout } from '../shared/measure.js';
import { fundedPlayers } from '../shared/bench-players.js';
import { type ApiProcess, startApiProcess } from '../shared/api-process.js';

/** Open streams on the second instance: one per player. */
const STREAMS = knob('BENCH_CHAT_STREAMS', 1000, 20);
/** Players per game (14 holding a place, the rest on the waitlist, all in its chat). */
const PER_GAME = 20;
/** Messages posted one at a time, each timed to every member's stream. */
const SAMPLES = knob('BENCH_CHAT_SAMPLES', 100, 3);
const CAPACITY = 14;
const EVENT_TIMEOUT_MS = 10_000;
const PROBE = fileURLToPath(new URL('./heap-probe.mjs', import.meta.url));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Memory {
  rss: number;
  heapUsed: number;
}

/** The instance's memory after a garbage collection, through the heap probe it was started with. */
async function memoryOf(instance: ApiProcess, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(instance.pid, 'SIGUSR2');
  for (let waited = 0; waited < 5_000; waited += 20) {
    try {
      const usage = JSON.parse(readFileSync(file, 'utf8')) as Memory;
      return { rss: instance.residentBytes(), heapUsed: usage.heapUsed };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  throw new Error('the heap probe did not answer');
}

/** A player's open `GET /notifications/events`: when each message's event arrived. */
interface Stream {
  arrivals: Map<string, number>;
  /** Resolves when the event of this message has arrived. */
  waitFor(messageId: string): Promise<number>;
  close(): void;
}

function openStream(url: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshClientAddress() } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        const arrivals = new Map<string, number>();
        const waiting = new Map<string, (at: number) => void>();
        let buffered = '';
        let ready = false;
        const pattern = /event: (\w+)\ndata: (.*)\n\n/;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          for (let match = pattern.exec(buffered); match; match = pattern.exec(buffered)) {
            buffered = buffered.slice(match.index + match[0].length);
            if (match[1] === 'ready' && !ready) {
              ready = true;
              resolve(stream);
            }
            if (match[1] !== 'conversation_message') continue;
            const at = performance.now();
            const { message_id: id } = JSON.parse(match[2] ?? '{}') as { message_id: string };
            arrivals.set(id, at);
            waiting.get(id)?.(at);
            waiting.delete(id);
          }
        });
        const stream: Stream = {
          arrivals,
          waitFor: (id) => {
            const at = arrivals.get(id);
            if (at !== undefined) return Promise.resolve(at);
            return new Promise((done) => waiting.set(id, done));
          },
          close: () => request.destroy(),
        };
      },
    );
    request.on('error', reject);
  });
}

export async function runConversationStreamsBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const name = `oyna_bench_chat_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const heapFile = join(tmpdir(), `${name}.heap.json`);
  const jwtSecret = randomBytes(32).toString('hex');
  const env = benchEnv({
    TRUST_PROXY: 'true',
    JWT_SECRET: jwtSecret,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    BENCH_HEAP_FILE: heapFile,
  });
  const instances: ApiProcess[] = [];
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
  const streams: Stream[] = [];
  try {
    // The bench migrates the database, so both instances start at once (the second holds the streams).
    await database.migrate();
    instances.push(
      ...(await Promise.all([
        startApiProcess(env),
        startApiProcess(env, { nodeArgs: ['--expose-gc', '--import', PROBE] }),
      ])),
    );
    const [one, two] = instances;
    if (!one || !two) throw new Error('two instances did not start');
    const db = database.db;
    const venue = await createVenue(db);
    const [organizer] = await db
      .insert(users)
      .values({ email: 'chat-organizer@example.az', role: 'organizer' })
      .returning();
    if (!organizer) throw new Error('no organizer');
    const gameCount = Math.ceil(STREAMS / PER_GAME);
    const gameIds = (
      await db
        .insert(games)
        .values(
          Array.from({ length: gameCount }, (_, index) => ({
            venueId: venue.id,
            organizerId: organizer.id,
            title: `Chat ${index}`,
            startsAt: new Date(Date.now() + 3 * 86_400_000),
            durationMinutes: 90,
            format: '7x7' as const,
            capacity: CAPACITY,
            kind: 'regular' as const,
            priceQepik: 0,
            registrationOpensAt: new Date(Date.now() - 3_600_000),
          })),
        )
        .returning({ id: games.id })
    ).map((row) => row.id);
    const { ids, tokens } = await fundedPlayers(db, {
      count: STREAMS,
      prefix: 'chat',
      balanceQepik: 100,
      accessTokens: createAccessTokens(jwtSecret),
    });
    const gameOf = (player: number) => gameIds[Math.floor(player / PER_GAME)] ?? '';
    await db.insert(gameRegistrations).values(
      ids.map((userId, player) => ({
        gameId: gameOf(player),
        userId,
        status: player % PER_GAME < CAPACITY ? ('confirmed' as const) : ('waitlisted' as const),
        paymentMethod: 'cash' as const,
        priceQepik: 0,
      })),
    );
    await db.execute(
      sql`update games set places_taken = (select count(*) from game_registrations r where r.game_id = games.id and r.status = 'confirmed')`,
    );
    const post = async (player: number, body: string): Promise<string> => {
      const response = await fetch(`${one.url}/api/v1/games/${gameOf(player)}/conversation/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens[player] ?? ''}`,
          'content-type': 'application/json',
          'x-forwarded-for': freshClientAddress(),
        },
        body: JSON.stringify({ body }),
      });
      if (response.status !== 201)
        throw new Error(`a post answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    };
    const membersOf = (player: number) => {
      const first = Math.floor(player / PER_GAME) * PER_GAME;
      return streams.slice(first, Math.min(first + PER_GAME, STREAMS));
    };

    // Each game's chat is opened once by a post on the first instance (warms both up).
    for (let game = 0; game < gameCount; game += 1) await post(game * PER_GAME, 'Salam!');
    await fetch(`${two.url}/api/v1/health`);
    const before = await memoryOf(two, heapFile);

    // 1. Every player's stream, opened on the second instance, 100 at a time.
    const openingStarted = performance.now();
    for (let opened = 0; opened < STREAMS; opened += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - opened) }, (_, index) =>
          openStream(`${two.url}/api/v1/notifications/events?language=az`, tokens[opened + index] ?? ''),
        ),
      );
      streams.push(...batch);
    }
    const openingMs = performance.now() - openingStarted;
    const after = await memoryOf(two, heapFile);

    // 2. Messages one at a time, each by another member, timed to every member's stream.
    const oneByOne: number[] = [];
    let lost = 0;
    const timeArrivals = async (player: number, started: number, id: string, into: number[]) => {
      await Promise.all(
        membersOf(player).map(async (stream) => {
          const at = await withTimeout(stream.waitFor(id), EVENT_TIMEOUT_MS, 'a message event').catch(
            () => null,
          );
          if (at === null) lost += 1;
          else into.push(at - started);
        }),
      );
    };
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const game = sample % gameCount;
      const player = game * PER_GAME + ((1 + Math.floor(sample / gameCount)) % PER_GAME);
      const started = performance.now();
      const id = await post(player, `Mesaj ${sample}`);
      await timeArrivals(player, started, id, oneByOne);
    }
    oneByOne.sort((a, b) => a - b);

    // 3. One message in every game at once: every stream gets one.
    const burst: number[] = [];
    const burstAnswers: number[] = [];
    const burstStarted = performance.now();
    await Promise.all(
      gameIds.map(async (_, game) => {
        const player = game * PER_GAME + (PER_GAME - 1);
        const id = await post(Math.min(player, STREAMS - 1), 'Hamı eyni anda');
        burstAnswers.push(performance.now() - burstStarted);
        await timeArrivals(Math.min(player, STREAMS - 1), burstStarted, id, burst);
      }),
    );
    burst.sort((a, b) => a - b);
    burstAnswers.sort((a, b) => a - b);

    const perStream = (field: keyof Memory) => kb((after[field] - before[field]) / STREAMS);
    return [
      `conversation-streams: ${STREAMS} open notification streams on one instance (${gameCount} game chats of ${PER_GAME}), opened in ${(openingMs / 1000).toFixed(1)} s;`,
      `memory rss ${mb(before.rss)} -> ${mb(after.rss)} (${perStream('rss')} per stream), heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} (${perStream('heapUsed')} per stream) after GC;`,
      `post on the other instance -> event on each member's stream: one at a time p50 ${percentile(oneByOne, 50).toFixed(0)} ms, p99 ${percentile(oneByOne, 99).toFixed(0)} ms, max ${(oneByOne.at(-1) ?? 0).toFixed(0)} ms over ${oneByOne.length} arrivals (${SAMPLES} posts, POST answer included);`,
      `one post in each of the ${gameCount} chats at once: p50 ${percentile(burst, 50).toFixed(0)} ms, p99 ${percentile(burst, 99).toFixed(0)} ms over ${burst.length} arrivals (the POSTs answered p50 ${percentile(burstAnswers, 50).toFixed(0)} ms, last ${(burstAnswers.at(-1) ?? 0).toFixed(0)} ms);`,
      `lost ${lost} [load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}]`,
    ].join(' ');
  } finally {
    for (const stream of streams) stream.close();
    for (const instance of instances) await instance.stop();
    await database.close();
    rmSync(heapFile, { force: true });
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
