import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { createPostgresTestDatabase } from '../test/test-databases.js';
import { openPostgresWhenReady } from './open-postgres-when-ready.js';

describe.runIf(process.env['TEST_DATABASE_URL'])('starting while PostgreSQL is not there yet', () => {
  it('waits and tries again, saying so each time, and starts once the database answers', async () => {
    const created = await createPostgresTestDatabase();
    const target = new URL(created.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxy.cut();
    const retries: number[] = [];
    setTimeout(() => proxy.restore(), 300);
    const database = await openPostgresWhenReady({
      url: proxy.urlFor(created.url),
      delaysMs: [100, 100, 100, 100, 100, 100, 100, 100],
      onRetry: (_error, delay) => retries.push(delay),
    });
    expect(retries.length).toBeGreaterThan(0);
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
    await database.close();
    await proxy.close();
    await created.drop();
  });

  it('gives up after its last pause, with the database’s own error', async () => {
    const created = await createPostgresTestDatabase();
    const target = new URL(created.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxy.cut();
    await expect(
      openPostgresWhenReady({ url: proxy.urlFor(created.url), delaysMs: [50, 50] }),
    ).rejects.toThrow();
    await proxy.close();
    await created.drop();
  });
});
