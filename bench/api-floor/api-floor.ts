/**
 * bench/api-floor: how close the venue list endpoint (Fastify + zod + Drizzle + PostgreSQL) comes
 * to the floor, a bare Fastify route that returns the same JSON from memory.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { IS_SMOKE_RUN, benchConfig } from '../bench-config.js';
import { seedDemoData } from '../../apps/api/src/seed/seed-database.js';
import { openEmptyTestDatabase } from '../../apps/api/src/test/test-databases.js';

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const WARM_UP_S = Number(process.env['BENCH_WARM_UP_S'] ?? 2);
const PATH = '/api/v1/venues?page_size=20';

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Measured> {
  // Warm up JIT, pools and caches before counting.
  if (WARM_UP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function runApiFloorBench(): Promise<string> {
  process.env['TEST_DATABASE_URL'] ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await openEmptyTestDatabase('postgres');
  await database.migrate();
  // A smoke run lists no venues: it proves the bench runs, not how fast a real page is.
  if (!IS_SMOKE_RUN) await seedDemoData(database.db);

  const config = benchConfig();
  const api = await buildApp({ config, database, logger: false });
  const apiUrl = await api.listen({ host: '127.0.0.1', port: 0 });

  const body = await (await fetch(`${apiUrl}${PATH}`)).text();
  const floor = Fastify({ logger: false });
  floor.get('/api/v1/venues', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const floorUrl = await floor.listen({ host: '127.0.0.1', port: 0 });

  try {
    const apiResult = await measure(`${apiUrl}${PATH}`);
    const floorResult = await measure(`${floorUrl}${PATH}`);
    const ratio = apiResult.requestsPerSecond / floorResult.requestsPerSecond;
    return [
      `api-floor: GET ${PATH} on PostgreSQL ${apiResult.requestsPerSecond.toFixed(0)} req/s`,
      `(p50 ${apiResult.p50} ms, p99 ${apiResult.p99} ms, errors ${apiResult.errors});`,
      `floor (bare Fastify, same ${body.length}-byte JSON from memory) ${floorResult.requestsPerSecond.toFixed(0)} req/s`,
      `(p50 ${floorResult.p50} ms, p99 ${floorResult.p99} ms);`,
      `ratio ${ratio.toFixed(3)} [${CONNECTIONS} connections, ${DURATION_S}s each]`,
    ].join(' ');
  } finally {
    await api.close();
    await floor.close();
    await database.close();
  }
}
