import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { register, signedInUser } from '../games/testing/game-fixtures.js';
import { call, createTeamThroughApi } from '../teams/testing/team-fixtures.js';
import { listMyConversations } from './list-my-conversations.js';

/** The statements a Db handle starts: each select, insert, update, delete and raw query. */
const STARTS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
]);

/** A Db that counts the statements it is asked to start. */
function counting(db: Db): { db: Db; count: () => number } {
  let started = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !STARTS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        started += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, count: () => started };
}

describe.each(testDrivers())('the Messages list on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => {
    await test.close();
  });

  it('reads any number of conversations in the same few statements', async () => {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const player = await signedInUser(test.app);
    const actor = { id: player.user.id, role: 'player' as const, sessionId: 'test' };

    /** Books the player into a new game and writes a message (the organizer's) in its chat. */
    async function chatInNewGame(index: number) {
      const game = await createGame(test.database.db, { organizerId: organizer.user.id });
      expect((await register(test.app, player, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
      const sent = await test.app.inject({
        method: 'POST',
        url: `/api/v1/games/${game.id}/conversation/messages`,
        headers: organizer.headers,
        payload: { body: `Salam ${index}` },
      });
      expect(sent.statusCode).toBe(201);
    }

    /** A team the player captains, with a message in its chat. */
    async function chatInNewTeam() {
      const { team } = await createTeamThroughApi(test.app, { captain: player });
      const sent = await call(test.app, player, 'POST', `/teams/${team.id}/conversation/messages`, {
        body: 'Məşq 20:00-da',
      });
      expect(sent.statusCode).toBe(201);
    }

    const statementsFor = async (conversations: number) => {
      const handle = counting(test.database.db);
      const list = await listMyConversations(handle.db, { actor });
      expect(list.items).toHaveLength(conversations);
      return handle.count();
    };

    await chatInNewGame(0);
    await chatInNewGame(1);
    await chatInNewTeam();
    const few = await statementsFor(3);
    for (let index = 2; index < 7; index += 1) await chatInNewGame(index);
    await chatInNewTeam();
    await chatInNewTeam();
    const many = await statementsFor(10);
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(14);

    const list = await listMyConversations(test.database.db, { actor });
    expect(list.items[0]).toMatchObject({ kind: 'team', unread_count: 0 });
    expect(list.items[0]?.last_message).toMatchObject({ body: 'Məşq 20:00-da', author_role: 'captain' });
    const game = list.items.find((item) => item.kind === 'game');
    expect(game).toMatchObject({ unread_count: 1, muted: false, read_only: false });
    expect(game?.last_message).toMatchObject({ body: 'Salam 6', author_role: 'organizer' });
  });
});
