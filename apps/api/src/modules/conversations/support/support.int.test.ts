import type {
  AuditLogResponse,
  ConversationList,
  ConversationMessage,
  ConversationUnread,
  SupportRequest,
  SupportRequestList,
  SupportThread,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  conversationMessages,
  gameRegistrations,
  notifications,
  payments,
  supportRequests,
  users,
} from '../../../db/schema.js';
import { countRows } from '../../../test/count-rows.js';
import { createGame } from '../../../test/factories.js';
import { testAppOfBlock } from '../../../test/test-app.js';
import { testDrivers } from '../../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../../games/testing/game-fixtures.js';
import { call } from '../../teams/testing/team-fixtures.js';

describe.each(testDrivers())('help and support on %s', (driver) => {
  const { app, db } = testAppOfBlock({ driver });

  /** A top-up of the player's that never arrived: still pending. */
  async function pendingPayment(player: SignedIn) {
    const [payment] = await db()
      .insert(payments)
      .values({
        userId: player.user.id,
        provider: 'sandbox',
        amountQepik: 2000,
        idempotencyKey: `support-${player.user.id}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    if (!payment) throw new Error('no payment');
    return payment;
  }

  /** A player with this many completed games: 50 make them gold. */
  async function playerWithGames(played: number): Promise<SignedIn> {
    const player = await signedInUser(app());
    const organizer = await signedInUser(app(), { role: 'organizer' });
    const first = await createGame(db(), { organizerId: organizer.user.id, status: 'completed' });
    for (let index = 0; index < played; index += 1) {
      const game =
        index === 0
          ? first
          : await createGame(db(), {
              organizerId: organizer.user.id,
              venueId: first.venueId,
              status: 'completed',
            });
      await db().insert(gameRegistrations).values({
        gameId: game.id,
        userId: player.user.id,
        status: 'confirmed',
        paymentMethod: 'cash',
        priceQepik: 1000,
      });
    }
    return player;
  }

  async function open(player: SignedIn, payload: object): Promise<SupportRequest> {
    const response = await call(app(), player, 'POST', '/support/requests', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SupportRequest>();
  }

  it("a player's request with a payment attached reaches the admin queue, with the payment shown", async () => {
    const player = await signedInUser(app());
    const admin = await signedInUser(app(), { role: 'admin' });
    const payment = await pendingPayment(player);
    const told = vi.spyOn(app().userEvents, 'publish');
    const request = await open(player, {
      topic: 'payment',
      body: 'Balansı artırdım, pul gəlmədi',
      context: { kind: 'payment', id: payment.id },
    });
    expect(request).toMatchObject({ status: 'open', vip: false, topic: 'payment' });
    expect(request.context).toMatchObject({
      kind: 'payment',
      id: payment.id,
      found: true,
      amount: 20,
      status: 'pending',
    });
    // The admins' open queues hear of it on their live streams.
    const recipients = told.mock.calls.flatMap(([ids]) => ids);
    expect(recipients).toContain(admin.user.id);
    told.mockClear();

    const queue = await call(app(), admin, 'GET', '/admin/support/requests');
    expect(queue.statusCode).toBe(200);
    const queued = queue.json<SupportRequestList>().items.find((item) => item.id === request.id);
    expect(queued).toMatchObject({
      player: { id: player.user.id },
      preview: 'Balansı artırdım, pul gəlmədi',
      context: { kind: 'payment', amount: 20 },
    });
    const mine = await call(app(), player, 'GET', '/support/requests');
    expect(mine.json<SupportRequestList>().items.map((item) => item.id)).toEqual([request.id]);
    // And of the player's edit of it, as of any change in the request's conversation.
    const [first] = (
      await call(app(), player, 'GET', `/support/requests/${request.id}`)
    ).json<SupportThread>().messages;
    const edit = await call(
      app(),
      player,
      'PATCH',
      `/conversations/${request.conversation_id}/messages/${first?.id}`,
      {
        body: 'Balansı artırdım, pul hələ gəlmədi',
      },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(told.mock.calls.flatMap(([ids]) => ids)).toContain(admin.user.id);
    told.mockRestore();
  });

  it("a gold player's request is marked VIP and comes first, before an older one", async () => {
    const admin = await signedInUser(app(), { role: 'admin' });
    const bronze = await signedInUser(app());
    const older = await open(bronze, { topic: 'account', body: 'Telefon nömrəmi dəyişə bilmirəm' });
    const gold = await playerWithGames(50);
    const vip = await open(gold, { topic: 'other', body: 'Turnir haqqında sualım var' });
    expect(vip.vip).toBe(true);
    expect(older.vip).toBe(false);

    const items = (await call(app(), admin, 'GET', '/admin/support/requests')).json<SupportRequestList>()
      .items;
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(vip.id)).toBeLessThan(ids.indexOf(older.id));
    expect(items[0]?.vip).toBe(true);
    const ordinary = items.filter((item) => !item.vip).map((item) => item.waiting_since);
    expect(ordinary).toEqual([...ordinary].sort());
  });

  it("the admin's reply reaches the player: answered, a notification, audited, unread; the player writes again and it reopens", async () => {
    const player = await signedInUser(app());
    const admin = await signedInUser(app(), { role: 'admin' });
    const organizer = await signedInUser(app(), { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id, status: 'cancelled' });
    await db().insert(gameRegistrations).values({
      gameId: game.id,
      userId: player.user.id,
      status: 'cancelled',
      paymentMethod: 'cash',
      priceQepik: 1000,
    });
    const request = await open(player, {
      topic: 'game',
      body: 'Oyun olmadı, pulum qaytarılacaq?',
      context: { kind: 'game', id: game.id },
    });
    expect(request.context).toMatchObject({ kind: 'game', title: game.title, found: true });

    const reply = await call(app(), admin, 'POST', `/support/requests/${request.id}/messages`, {
      body: 'Bəli, pulunuz balansa qaytarıldı.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<ConversationMessage>()).toMatchObject({ author_role: 'admin' });

    const told = await db().select().from(notifications).where(eq(notifications.userId, player.user.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'support_reply' });
    const audit = await call(app(), admin, 'GET', `/admin/audit-log?action=support_request.answered`);
    expect(audit.json<AuditLogResponse>().items.some((row) => row.subject_id === request.id)).toBe(true);

    const unread = async () =>
      (await call(app(), player, 'GET', '/conversations/unread')).json<ConversationUnread>().unread_count;
    expect(await unread()).toBe(1);
    const listed = (await call(app(), player, 'GET', '/conversations')).json<ConversationList>();
    expect(listed.items.find((item) => item.kind === 'support')).toMatchObject({
      subject_id: request.id,
      unread_count: 1,
    });
    const thread = (
      await call(app(), player, 'GET', `/support/requests/${request.id}`)
    ).json<SupportThread>();
    expect(thread.request).toMatchObject({ status: 'answered', unread_count: 1 });
    expect(thread.messages.map((message) => message.author_role)).toEqual(['player', 'admin']);
    // The player reads Oyna's answer under Oyna's name, never the admin's; admins see who wrote it.
    expect(thread.messages.map((message) => message.author?.id ?? null)).toEqual([player.user.id, null]);
    const adminsThread = (
      await call(app(), admin, 'GET', `/support/requests/${request.id}`)
    ).json<SupportThread>();
    expect(adminsThread.messages[1]?.author?.id).toBe(admin.user.id);
    // Opening the request read it.
    expect(await unread()).toBe(0);

    const again = await call(app(), player, 'POST', `/support/requests/${request.id}/messages`, {
      body: 'Təşəkkürlər, gördüm.',
    });
    expect(again.statusCode).toBe(201);
    const [row] = await db().select().from(supportRequests).where(eq(supportRequests.id, request.id));
    expect(row?.status).toBe('open');

    const closed = await call(app(), admin, 'PUT', `/admin/support/requests/${request.id}/status`, {
      status: 'closed',
    });
    expect(closed.json<SupportRequest>().status).toBe('closed');
    const closing = await call(app(), admin, 'GET', `/admin/audit-log?action=support_request.closed`);
    expect(closing.json<AuditLogResponse>().items.some((item) => item.subject_id === request.id)).toBe(true);
  });

  it('a long request shows its latest 200 messages, oldest first, and opening it reads up to the newest', async () => {
    const player = await signedInUser(app());
    const admin = await signedInUser(app(), { role: 'admin' });
    const request = await open(player, { topic: 'other', body: 'Salam' });
    const started = Date.now();
    await db()
      .insert(conversationMessages)
      .values(
        Array.from({ length: 210 }, (_, index) => ({
          conversationId: request.conversation_id,
          authorId: admin.user.id,
          kind: 'text' as const,
          body: `Cavab ${index + 1}`,
          createdAt: new Date(started + (index + 1) * 1000),
        })),
      );
    const thread = (
      await call(app(), player, 'GET', `/support/requests/${request.id}`)
    ).json<SupportThread>();
    expect(thread.messages).toHaveLength(200);
    expect(thread.messages[0]?.body).toBe('Cavab 11');
    expect(thread.messages.at(-1)?.body).toBe('Cavab 210');
    const unread = await call(app(), player, 'GET', '/conversations/unread');
    expect(unread.json<ConversationUnread>().unread_count).toBe(0);
  });

  it('nobody else can read or write a request (404), nor a blocked player, nothing is written; only admins see the queue', async () => {
    const player = await signedInUser(app());
    const stranger = await signedInUser(app());
    const organizer = await signedInUser(app(), { role: 'organizer' });
    const request = await open(player, { topic: 'account', body: 'Şifrəmi unutdum' });
    const before = await countRows(db(), conversationMessages);
    const [first] = (
      await call(app(), player, 'GET', `/support/requests/${request.id}`)
    ).json<SupportThread>().messages;
    if (!first) throw new Error('the request has its first message');
    const conversation = `/conversations/${request.conversation_id}`;

    for (const who of [stranger, organizer]) {
      expect((await call(app(), who, 'GET', `/support/requests/${request.id}`)).statusCode).toBe(404);
      const post = await call(app(), who, 'POST', `/support/requests/${request.id}/messages`, {
        body: 'Salam',
      });
      expect(post.statusCode).toBe(404);
      const read = await call(app(), who, 'POST', `${conversation}/read`, { message_id: first.id });
      expect(read.statusCode).toBe(404);
      const edit = await call(app(), who, 'PATCH', `${conversation}/messages/${first.id}`, { body: 'Salam' });
      expect(edit.statusCode).toBe(404);
      expect((await call(app(), who, 'DELETE', `${conversation}/messages/${first.id}`)).statusCode).toBe(404);
      expect((await call(app(), who, 'PUT', `${conversation}/mute`, { muted: true })).statusCode).toBe(404);
      expect((await call(app(), who, 'GET', '/admin/support/requests')).statusCode).toBe(403);
      const close = await call(app(), who, 'PUT', `/admin/support/requests/${request.id}/status`, {
        status: 'closed',
      });
      expect(close.statusCode).toBe(403);
      const theirs = (await call(app(), who, 'GET', '/support/requests')).json<SupportRequestList>();
      expect(theirs.items).toEqual([]);
    }
    const visitor = await app().inject({ method: 'GET', url: `/api/v1/support/requests/${request.id}` });
    expect(visitor.statusCode).toBe(401);
    // Another admin reads it: admins answer from one queue.
    const admin = await signedInUser(app(), { role: 'admin' });
    expect((await call(app(), admin, 'GET', `/support/requests/${request.id}`)).statusCode).toBe(200);
    expect(await countRows(db(), conversationMessages)).toBe(before);
    const [kept] = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, first.id));
    expect(kept).toMatchObject({ body: 'Şifrəmi unutdum', editedAt: null, deletedAt: null });

    // A blocked account is nobody, even for its own request.
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, player.user.id));
    const blocked = await call(app(), player, 'POST', `/support/requests/${request.id}/messages`, {
      body: 'Salam',
    });
    expect([401, 404]).toContain(blocked.statusCode);
    expect(await countRows(db(), conversationMessages)).toBe(before);
  });

  it("another's payment, a blocked word and too many new requests are refused, nothing written", async () => {
    const player = await signedInUser(app());
    const other = await signedInUser(app());
    const theirs = await pendingPayment(other);
    const before = await countRows(db(), supportRequests);
    const foreign = await call(app(), player, 'POST', '/support/requests', {
      topic: 'payment',
      body: 'Bu ödəniş',
      context: { kind: 'payment', id: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'support_context_not_found' });
    const rude = await call(app(), player, 'POST', '/support/requests', {
      topic: 'other',
      body: 'fuck this',
    });
    expect(rude.json()).toMatchObject({ code: 'conversation_blocked_words' });
    const empty = await call(app(), player, 'POST', '/support/requests', { topic: 'nope', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(await countRows(db(), supportRequests)).toBe(before);

    for (let index = 0; index < 5; index += 1) await open(player, { topic: 'other', body: `Sual ${index}` });
    const sixth = await call(app(), player, 'POST', '/support/requests', {
      topic: 'other',
      body: 'Daha bir',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(await countRows(db(), supportRequests)).toBe(before + 5);
  });
});
