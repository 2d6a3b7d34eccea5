import type { ConversationMessage, ConversationStreamEvent } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { createGame } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { createPostgresTestDatabase } from '../../test/test-databases.js';
import { register, signedInUser } from '../games/testing/game-fixtures.js';

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
  "a game's conversation live across API instances (Redis)",
  () => {
    it('a message posted on one instance arrives on the stream the other holds', async () => {
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
        // Each instance signs its own tokens in tests: the organizer's session is the second's.
        const organizer = await signedInUser(second.app, { role: 'organizer' });
        const game = await createGame(first.app.db, { organizerId: organizer.user.id });
        const player = await signedInUser(first.app);
        expect((await register(first.app, player, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);

        const address = await first.app.listen({ port: 0, host: '127.0.0.1' });
        const response = await fetch(`${address}/api/v1/notifications/events?language=en`, {
          headers: player.headers,
          signal: controller.signal,
        });
        if (!response.body) throw new Error('no stream');
        const next = eventReader(response.body);
        await next('ready');

        const posted = await second.app.inject({
          method: 'POST',
          url: `/api/v1/games/${game.id}/conversation/messages`,
          headers: organizer.headers,
          payload: { body: 'Meydança 2-yə köçdü' },
        });
        expect(posted.statusCode).toBe(201);
        const message = posted.json<ConversationMessage>();
        const event = (await next('conversation_message')) as ConversationStreamEvent;
        expect(event).toEqual({
          conversation_id: message.conversation_id,
          kind: 'game',
          subject_id: game.id,
          message_id: message.id,
          change: 'created',
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
