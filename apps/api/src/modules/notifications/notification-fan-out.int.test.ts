import type { NotificationEvent } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { signedInUser } from '../games/testing/game-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { createPostgresTestDatabase } from '../../test/test-databases.js';
import { notify } from './notify.js';

/** The data of the next complete `event: <name>` message of an SSE body. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return async (name: string): Promise<unknown> => {
    const complete = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`);
    while (!complete.test(received)) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('stream ended');
      received += decoder.decode(chunk.value);
    }
    const match = complete.exec(received);
    received = received.slice((match?.index ?? 0) + (match?.[0].length ?? 0));
    return JSON.parse(match?.[1] ?? '{}') as unknown;
  };
}

// Runs when TEST_REDIS_URL and TEST_DATABASE_URL point at servers: two API instances on one database.
describe.skipIf(!process.env['TEST_REDIS_URL'] || !process.env['TEST_DATABASE_URL'])(
  'the live notification stream across API instances (Redis)',
  () => {
    it('tells a stream open at one instance what the dispatcher of another routed', async () => {
      const created = await createPostgresTestDatabase();
      const env = { REDIS_URL: process.env['TEST_REDIS_URL'] ?? '' };
      const first = await createTestApp({
        driver: 'postgres',
        env,
        database: await openDatabase({ driver: 'postgres', url: created.url }),
      });
      const second = await createTestApp({
        driver: 'postgres',
        env,
        database: await openDatabase({ driver: 'postgres', url: created.url }),
      });
      const controller = new AbortController();
      try {
        const player = await signedInUser(first.app);
        const address = await first.app.listen({ port: 0, host: '127.0.0.1' });
        const response = await fetch(`${address}/api/v1/notifications/events?language=en`, {
          headers: player.headers,
          signal: controller.signal,
        });
        if (!response.body) throw new Error('no stream');
        const next = eventReader(response.body);
        expect(await next('ready')).toEqual({ unread_count: 0 });

        await notify(
          second.app.db,
          player.user.id,
          { kind: 'topup_credited', payload: { amount_qepik: 2000, balance_qepik: 5000 } },
          { dedupeKey: `fan-out:${player.user.id}` },
        );
        await second.app.notifications.dispatcher.runOnce();
        const event = (await next('notification')) as NotificationEvent;
        expect(event).toMatchObject({
          unread_count: 1,
          notification: { kind: 'topup_credited', read_at: null },
        });
      } finally {
        controller.abort();
        await first.close();
        await second.close();
        await created.drop();
      }
    });
  },
);
