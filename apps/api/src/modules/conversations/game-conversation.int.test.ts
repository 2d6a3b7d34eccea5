import type { ConversationMessage, ConversationPage, ConversationSummary } from '@oyna/shared';
import { MESSAGE_BURST_LIMIT } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { conversationMessages, games, users } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { testAppOfBlock } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, leave, register, signedInUser } from '../games/testing/game-fixtures.js';
import { pruneConversations } from './prune-conversations.js';
import { writeGameSystemLine } from './write-system-line.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function post(app: FastifyInstance, who: SignedIn | null, gameId: string, body: string, replyToId?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/games/${gameId}/conversation/messages`,
    headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
    payload: { body, ...(replyToId && { reply_to_id: replyToId }) },
  });
}

function read(app: FastifyInstance, who: SignedIn | null, gameId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/games/${gameId}/conversation/messages`,
    headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
  });
}

describe.each(testDrivers())("a game's conversation on %s", (driver) => {
  const { app, db, test: testApp } = testAppOfBlock({ driver });
  const messageCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(conversationMessages)
    )[0]?.n ?? 0;

  /** A game with its organizer signed in and a confirmed player (cash). */
  async function gameWithPlayer(overrides: Parameters<typeof createGame>[1] = {}) {
    const organizer = await signedInUser(app(), { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id, ...overrides });
    const player = await signedInUser(app());
    expect((await register(app(), player, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    return { organizer, game, player };
  }

  it('confirmed players and the organizer write and read; plain text comes back as it was sent', async () => {
    const { organizer, game, player } = await gameWithPlayer();
    const sent = await post(app(), player, game.id, '  <b>Gecikirəm</b> 🙂 https://example.com  ');
    expect(sent.statusCode).toBe(201);
    const message = sent.json<ConversationMessage>();
    expect(message).toMatchObject({
      body: '<b>Gecikirəm</b> 🙂 https://example.com',
      mine: true,
      author_role: 'player',
    });

    const reply = await post(app(), organizer, game.id, 'Top məndədir', message.id);
    expect(reply.statusCode).toBe(201);
    const page = (await read(app(), organizer, game.id)).json<ConversationPage>();
    expect(page.conversation.my_role).toBe('organizer');
    expect(page.messages.map((m) => m.body)).toEqual([
      '<b>Gecikirəm</b> 🙂 https://example.com',
      'Top məndədir',
    ]);
    expect(page.messages[1]?.reply_to).toMatchObject({ id: message.id });
    expect(page.messages[0]?.can_delete).toBe(true);

    const forPlayer = (await read(app(), player, game.id)).json<ConversationPage>();
    expect(forPlayer.conversation.unread_count).toBe(1);
  });

  it('an empty message or one over 1000 characters is refused and nothing is written', async () => {
    const { game, player } = await gameWithPlayer();
    const before = await messageCount();
    expect((await post(app(), player, game.id, '   ')).statusCode).toBe(400);
    expect((await post(app(), player, game.id, 'a'.repeat(1001))).statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it('a stranger, a player who left, a blocked user and another game’s player can neither read nor post', async () => {
    const { game, player } = await gameWithPlayer();
    const stranger = await signedInUser(app());
    const leaver = await signedInUser(app());
    expect((await register(app(), leaver, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    expect((await leave(app(), leaver, game.id)).statusCode).toBe(200);
    const blocked = await signedInUser(app());
    expect((await register(app(), blocked, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.user.id));
    const other = await gameWithPlayer();
    expect((await post(app(), player, game.id, 'first')).statusCode).toBe(201);

    const before = await messageCount();
    for (const outsider of [stranger, leaver, blocked, other.player]) {
      expect([401, 403]).toContain((await read(app(), outsider, game.id)).statusCode);
      expect([401, 403]).toContain((await post(app(), outsider, game.id, 'hello')).statusCode);
    }
    expect((await read(app(), null, game.id)).statusCode).toBe(401);
    expect((await post(app(), null, game.id, 'hello')).statusCode).toBe(401);
    expect(await messageCount()).toBe(before);

    // A visitor or a stranger sees only that it exists.
    const summary = await app().inject({ method: 'GET', url: `/api/v1/games/${game.id}/conversation` });
    expect(summary.json<ConversationSummary>()).toMatchObject({ member: false });
    expect(summary.json<ConversationSummary>().message_count).toBeGreaterThan(0);
  });

  it('the waitlist reads and writes, marked as such', async () => {
    const { game } = await gameWithPlayer({ capacity: 2 });
    expect(
      (await register(app(), await signedInUser(app()), game.id, { paymentMethod: 'cash' })).statusCode,
    ).toBe(201);
    const waiting = await signedInUser(app());
    expect((await register(app(), waiting, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    const sent = await post(app(), waiting, game.id, 'Yer boşalsa gələrəm');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ConversationMessage>().author_role).toBe('waitlisted');
  });

  it('a message is edited by its author within 5 minutes only, and never by someone else', async () => {
    const { organizer, game, player } = await gameWithPlayer();
    const fresh = (await post(app(), player, game.id, 'Saat 8-də')).json<ConversationMessage>();
    const edit = (who: SignedIn, id: string, body: string) =>
      app().inject({
        method: 'PATCH',
        url: `/api/v1/conversations/${fresh.conversation_id}/messages/${id}`,
        headers: { ...who.headers, 'accept-language': 'en' },
        payload: { body },
      });
    const edited = await edit(player, fresh.id, 'Saat 9-da');
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ConversationMessage>()).toMatchObject({ body: 'Saat 9-da' });
    expect(edited.json<ConversationMessage>().edited_at).not.toBeNull();

    expect((await edit(organizer, fresh.id, 'not mine')).statusCode).toBe(403);

    const old = (await post(app(), player, game.id, 'köhnə')).json<ConversationMessage>();
    await db()
      .update(conversationMessages)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(conversationMessages.id, old.id));
    const late = await edit(player, old.id, 'yeni');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('conversation_edit_window_over');
    const [row] = await db().select().from(conversationMessages).where(eq(conversationMessages.id, old.id));
    expect(row?.body).toBe('köhnə');
  });

  it('a player deletes only their own message; the organizer deletes any in their game', async () => {
    const { organizer, game, player } = await gameWithPlayer();
    const other = await signedInUser(app());
    expect((await register(app(), other, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    const message = (await post(app(), player, game.id, 'silinəcək')).json<ConversationMessage>();
    const remove = (who: SignedIn) =>
      app().inject({
        method: 'DELETE',
        url: `/api/v1/conversations/${message.conversation_id}/messages/${message.id}`,
        headers: who.headers,
      });
    expect((await remove(other)).statusCode).toBe(403);
    expect((await remove(organizer)).statusCode).toBe(204);
    const page = (await read(app(), player, game.id)).json<ConversationPage>();
    expect(page.messages.find((m) => m.id === message.id)).toMatchObject({ deleted: true, body: '' });
  });

  it('too many messages at once answer 429 with Retry-After and write nothing', async () => {
    const { game, player } = await gameWithPlayer();
    for (let i = 0; i < MESSAGE_BURST_LIMIT.max; i += 1) {
      expect((await post(app(), player, game.id, `mesaj ${i}`)).statusCode).toBe(201);
    }
    const before = await messageCount();
    const refused = await post(app(), player, game.id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messageCount()).toBe(before);
  });

  it('the conversation is read only a day after the game, and deleted 180 days after it', async () => {
    const { organizer, game, player } = await gameWithPlayer();
    expect((await post(app(), player, game.id, 'Sabah görüşərik')).statusCode).toBe(201);
    await db()
      .update(games)
      .set({ startsAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(games.id, game.id));
    const refused = await post(app(), organizer, game.id, 'too late');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('conversation_read_only');
    const page = (await read(app(), player, game.id)).json<ConversationPage>();
    expect(page.conversation.read_only).toBe(true);
    expect(page.messages).toHaveLength(1);

    expect(await pruneConversations(db(), new Date(Date.now() + 170 * DAY))).toBe(0);
    expect(await pruneConversations(db(), new Date(Date.now() + 180 * DAY))).toBeGreaterThan(0);
    expect((await read(app(), player, game.id)).json<ConversationPage>().messages).toHaveLength(0);
  });

  it('a place freed and taken from the waitlist are written as system lines', async () => {
    const { organizer, game, player } = await gameWithPlayer({ capacity: 2 });
    expect(
      (await register(app(), await signedInUser(app()), game.id, { paymentMethod: 'cash' })).statusCode,
    ).toBe(201);
    const waiting = await signedInUser(app());
    expect((await register(app(), waiting, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    expect((await leave(app(), player, game.id)).statusCode).toBe(200);
    const page = (await read(app(), organizer, game.id)).json<ConversationPage>();
    const lines = page.messages.filter((m) => m.kind === 'system');
    expect(lines.map((m) => [m.system_key, m.subject?.id])).toEqual([
      ['place_freed', player.user.id],
      ['place_taken', waiting.user.id],
    ]);
    expect(lines[0]?.author).toBeNull();
    // The player who left reads nothing any more.
    expect((await read(app(), player, game.id)).statusCode).toBe(403);
  });

  it('unread counts, mark read and mute follow the Messages list and the total', async () => {
    const { organizer, game, player } = await gameWithPlayer();
    const sent = (await post(app(), organizer, game.id, 'Hamı gəlir?')).json<ConversationMessage>();
    const unread = async () =>
      (
        await app().inject({ method: 'GET', url: '/api/v1/conversations/unread', headers: player.headers })
      ).json<{ unread_count: number }>().unread_count;
    expect(await unread()).toBe(1);
    const list = await app().inject({ method: 'GET', url: '/api/v1/conversations', headers: player.headers });
    expect(list.json<{ items: { id: string; unread_count: number }[] }>().items[0]).toMatchObject({
      id: sent.conversation_id,
      unread_count: 1,
    });
    const mark = await app().inject({
      method: 'POST',
      url: `/api/v1/conversations/${sent.conversation_id}/read`,
      headers: player.headers,
      payload: { message_id: sent.id },
    });
    expect(mark.statusCode).toBe(204);
    expect(await unread()).toBe(0);
    // What the game does is shown as a line but counts as nothing unread.
    await writeGameSystemLine(testApp().database.db, {
      type: 'sides_published',
      gameId: game.id,
      key: `sides:${game.id}`,
      at: new Date(),
    });
    expect(await unread()).toBe(0);
    await post(app(), organizer, game.id, 'Cavab verin');
    expect(await unread()).toBe(1);
    const mute = await app().inject({
      method: 'PUT',
      url: `/api/v1/conversations/${sent.conversation_id}/mute`,
      headers: player.headers,
      payload: { muted: true },
    });
    expect(mute.statusCode).toBe(204);
    expect(await unread()).toBe(0);
  });
});
