/**
 * bench/api-floor: how close three answers through the whole API (Fastify, zod, Drizzle,
 * PostgreSQL, the response cache) come to the floor, a bare Fastify route that returns the same JSON
 * from memory: the public venue list, and a signed-in player's game list (their prices) and dashboard.
 *
 * The API (its bundle as it ships, shared/bundled-app.ts) and the floor run in this process, one at a
 * time, in alternating blocks (decision 108); the HTTP client (autocannon) in a process of its own (decision 98), so that the CPU this
 * process spends in a measured window is the server's alone. Each line gives it per request beside
 * the rate: on this shared machine it moves far less than the rates. `BENCH_PROFILE_DIR` writes a CPU
 * profile of each measured block there.
 * Each line also gives the user CPU of the API and the floor without sockets (`in-process.ts`,
 * decision 101), which a busy machine disturbs least.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { IS_SMOKE_RUN, benchConfig, knob } from '../bench-config.js';
import { seedDemoData } from '../../apps/api/src/seed/seed-database.js';
import { openEmptyTestDatabase } from '../../apps/api/src/test/test-databases.js';
import type { Db } from '../../apps/api/src/db/database.js';
import { users } from '../../apps/api/src/db/schema.js';
import type { AccessTokens } from '../../apps/api/src/lib/access-token.js';
import { startSession } from '../../apps/api/src/modules/auth/start-session.js';
import { fundedPlayers } from '../shared/bench-players.js';
import { bundledBuildApp } from '../shared/bundled-app.js';
import { type LoadClient, startLoadClient } from '../shared/load-client.js';
import { inProcessCpuPerRequest } from './in-process.js';

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const WARM_UP_S = Number(process.env['BENCH_WARM_UP_S'] ?? 2);
/** Each side's measurement is this many blocks, alternating with the other side's (`measureSideBySide`); one in a smoke run. */
const BLOCKS = knob('BENCH_API_FLOOR_BLOCKS', 4, 1);
const VENUES = '/api/v1/venues?page_size=20';
const GAMES = '/api/v1/games?page_size=20';
const DASHBOARD = '/api/v1/dashboard';
const PROFILE_DIR = process.env['BENCH_PROFILE_DIR'];
/** Requests per in-process window, and windows (the least is kept), decision 101. */
const IN_PROCESS = {
  requests: knob('BENCH_IN_PROCESS_REQUESTS', 15_000, 200),
  windows: knob('BENCH_IN_PROCESS_WINDOWS', 3, 1),
};
/** What a browser sends (Chromium's), so that the API answers as it answers a player. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** An answer's status, bytes as sent (not decompressed) and Content-Encoding. */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

interface Measured {
  requestsPerSecond: number;
  /** The median of the blocks' p50s and the largest of their p99s. */
  p50: number;
  p99: number;
  errors: number;
  /** CPU microseconds this process (the server measured) spent per answered request. */
  cpuPerRequestUs: number;
  /** The one-minute load average at the end of the window. */
  load: number;
}

/** One block of a measurement: what autocannon counted, and the CPU this process spent meanwhile. */
interface Block {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUs: number;
}

async function measureBlock(
  client: LoadClient,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  profileName: string,
): Promise<Block> {
  const profiler = PROFILE_DIR ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const cpuBefore = process.cpuUsage();
  const result = await client.run({ url, headers, connections: CONNECTIONS, duration: seconds });
  const cpu = process.cpuUsage(cpuBefore);
  if (profiler && PROFILE_DIR) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(join(PROFILE_DIR, `${profileName}.cpuprofile`), JSON.stringify(profile));
    profiler.disconnect();
  }
  return {
    requests: result.requests,
    seconds,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    cpuUs: cpu.user + cpu.system,
  };
}

function summarize(blocks: Block[]): Measured {
  const sum = (value: (block: Block) => number) => blocks.reduce((total, block) => total + value(block), 0);
  const p50s = blocks.map((block) => block.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: sum((block) => block.requests) / sum((block) => block.seconds),
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...blocks.map((block) => block.p99)),
    errors: sum((block) => block.errors),
    cpuPerRequestUs:
      sum((block) => block.cpuUs) /
      Math.max(
        1,
        sum((block) => block.requests),
      ),
    load: loadavg()[0] ?? 0,
  };
}

/**
 * The API and its floor, each warmed up, then measured in alternating blocks (`BLOCKS` of each,
 * `DURATION_S` in all per side), so that a slow or a fast spell of the shared machine falls on
 * both rather than on one window of several seconds (decision 108).
 */
async function measureSideBySide(
  client: LoadClient,
  api: { url: string; headers: Record<string, string>; name: string },
  floor: { url: string; headers: Record<string, string>; name: string },
): Promise<[Measured, Measured]> {
  for (const side of [api, floor]) {
    // Warm up JIT, pools and caches before counting.
    if (WARM_UP_S > 0)
      await client.run({
        url: side.url,
        headers: side.headers,
        connections: CONNECTIONS,
        duration: WARM_UP_S,
      });
  }
  const apiBlocks: Block[] = [];
  const floorBlocks: Block[] = [];
  const seconds = DURATION_S / BLOCKS;
  for (let block = 0; block < BLOCKS; block += 1) {
    apiBlocks.push(await measureBlock(client, api.url, api.headers, seconds, `${api.name}-${block}`));
    floorBlocks.push(await measureBlock(client, floor.url, floor.headers, seconds, `${floor.name}-${block}`));
  }
  return [summarize(apiBlocks), summarize(floorBlocks)];
}

/** A signed-in player: the demo player (games, results, a rating) when the demo data is there. */
async function signedInPlayer(db: Db, accessTokens: AccessTokens): Promise<string> {
  const [demo] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, 'player@demo.az'));
  if (demo) {
    const session = await startSession(db, {
      userId: demo.id,
      role: demo.role,
      context: { accessTokens, userAgent: 'bench', ip: '127.0.0.1' },
    });
    return session.access_token;
  }
  const { tokens } = await fundedPlayers(db, {
    count: 1,
    prefix: 'api-floor',
    balanceQepik: 5000,
    accessTokens,
  });
  return tokens[0] ?? '';
}

export async function runApiFloorBench(): Promise<string> {
  process.env['TEST_DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await openEmptyTestDatabase('postgres');
  await database.migrate();
  // A smoke run lists no venues: it proves the bench runs, not how fast a real page is.
  if (!IS_SMOKE_RUN) await seedDemoData(database.db);

  const config = benchConfig();
  const buildApp = await bundledBuildApp();
  const api = await buildApp({ config, database, logger: false });
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });
  const token = await signedInPlayer(database.db, api.accessTokens);
  const player = { authorization: `Bearer ${token}` };
  const targets: {
    name: string;
    label: string;
    path: string;
    headers: Record<string, string>;
    floorPath: string;
  }[] = [
    { name: 'venues', label: `GET ${VENUES}`, path: VENUES, headers: {}, floorPath: '/venues' },
    {
      name: 'venues-browser',
      label: `GET ${VENUES} as a browser asks (Accept-Encoding: ${BROWSER_ENCODINGS})`,
      path: VENUES,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
      floorPath: '/browser/venues',
    },
    { name: 'games', label: `signed-in GET ${GAMES}`, path: GAMES, headers: player, floorPath: '/games' },
    {
      name: 'dashboard',
      label: `signed-in GET ${DASHBOARD}`,
      path: DASHBOARD,
      headers: player,
      floorPath: '/dashboard',
    },
  ];

  // The floor: a bare Fastify route per target answering the bytes the API answered (compressed
  // as it compressed them), from memory.
  const floor = Fastify({ logger: false });
  const bodies: Buffer[] = [];
  for (const target of targets) {
    const answer = await rawAnswer(`${apiUrl}${target.path}`, target.headers);
    if (answer.status !== 200) throw new Error(`${target.label} answered ${answer.status}`);
    bodies.push(answer.body);
    floor.get(target.floorPath, (_request, reply) => {
      if (answer.encoding) reply.header('content-encoding', answer.encoding);
      return reply.type('application/json; charset=utf-8').send(answer.body);
    });
  }
  const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });
  const client = startLoadClient();

  try {
    const lines: string[] = [];
    for (const [index, target] of targets.entries()) {
      const [apiResult, floorResult] = await measureSideBySide(
        client,
        { url: `${apiUrl}${target.path}`, headers: target.headers, name: `api-${target.name}` },
        { url: `${floorUrl}${target.floorPath}`, headers: target.headers, name: `floor-${target.name}` },
      );
      // The JavaScript alone, without sockets: far steadier than the CPU over HTTP on a busy machine.
      const apiInProcess = await inProcessCpuPerRequest(api, target.path, target.headers, IN_PROCESS);
      const floorInProcess = await inProcessCpuPerRequest(
        floor,
        target.floorPath,
        target.headers,
        IN_PROCESS,
      );
      const ratio = apiResult.requestsPerSecond / floorResult.requestsPerSecond;
      const cpuRatio = floorResult.cpuPerRequestUs / apiResult.cpuPerRequestUs;
      lines.push(
        [
          `${target.label} on PostgreSQL ${apiResult.requestsPerSecond.toFixed(0)} req/s`,
          `(p50 ${apiResult.p50} ms, p99 ${apiResult.p99} ms,`,
          `CPU ${apiResult.cpuPerRequestUs.toFixed(0)} µs a request, load ${apiResult.load.toFixed(2)},`,
          `errors ${apiResult.errors});`,
          `floor (bare Fastify, the same ${bodies[index]?.length ?? 0} bytes from memory) ${floorResult.requestsPerSecond.toFixed(0)} req/s`,
          `(p50 ${floorResult.p50} ms, p99 ${floorResult.p99} ms,`,
          `CPU ${floorResult.cpuPerRequestUs.toFixed(0)} µs a request, load ${floorResult.load.toFixed(2)});`,
          `ratio ${ratio.toFixed(3)}, CPU ratio (floor's CPU over the API's) ${cpuRatio.toFixed(3)};`,
          `in process, no sockets (least of ${IN_PROCESS.windows} × ${IN_PROCESS.requests}): API ${apiInProcess.toFixed(1)} µs,`,
          `floor ${floorInProcess.toFixed(1)} µs of user CPU a request`,
        ].join(' '),
      );
    }
    return `api-floor: ${lines.join('; ')} [${CONNECTIONS} connections, ${DURATION_S}s each, the client in its own process, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}]`;
  } finally {
    client.stop();
    await api.close();
    await floor.close();
    await database.close();
  }
}
