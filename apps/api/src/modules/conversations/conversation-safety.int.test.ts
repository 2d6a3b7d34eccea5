import type {
  AuditLogResponse,
  ConversationMessage,
  ConversationModeration,
  ConversationPage,
  MessageReport,
  MessageReportList,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessageReports, conversationMessages, users } from '../../db/schema.js';
import { createGame } from '../../test/factories.js';
import { countRows } from '../../test/count-rows.js';
import { testAppOfBlock } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, register, signedInUser } from '../games/testing/game-fixtures.js';
import { teamWithPlayers } from '../team-matches/testing/match-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { eraseConversationParts } from './erase-conversation-parts.js';

describe.each(testDrivers())('safety in conversations on %s', (driver) => {
  const { app, db } = testAppOfBlock({ driver });
  const count = (table: typeof conversationMessages | typeof conversationMessageReports) =>
    countRows(db(), table);

  /** A game with its organizer and two confirmed players. */
  async function gameWithPlayers() {
    const organizer = await signedInUser(app(), { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id });
    const first = await signedInUser(app());
    const second = await signedInUser(app());
    for (const player of [first, second]) {
      expect((await register(app(), player, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    }
    const path = `/games/${game.id}/conversation/messages`;
    return { organizer, game, first, second, path };
  }

  async function posted(who: SignedIn, path: string, body: string): Promise<ConversationMessage> {
    const sent = await call(app(), who, 'POST', path, { body });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json<ConversationMessage>();
  }

  it('a report reaches the admin queue with its context; hide hides it for everyone and is audited', async () => {
    const { first, second, path } = await gameWithPlayers();
    const admin = await signedInUser(app(), { role: 'admin' });
    await posted(first, path, 'Salam, hamı gəlir?');
    const bad = await posted(second, path, 'Sən heç futbol oynaya bilmirsən');
    await posted(first, path, 'Sakit olaq');

    const reported = await call(
      app(),
      first,
      'POST',
      `/conversations/${bad.conversation_id}/messages/${bad.id}/reports`,
      {
        reason: 'insult',
        note: 'Təhqir edir',
      },
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const again = await call(
      app(),
      first,
      'POST',
      `/conversations/${bad.conversation_id}/messages/${bad.id}/reports`,
      {
        reason: 'spam',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('conversation_report_duplicate');
    const own = await call(
      app(),
      second,
      'POST',
      `/conversations/${bad.conversation_id}/messages/${bad.id}/reports`,
      {
        reason: 'spam',
      },
    );
    expect(own.statusCode).toBe(403);
    expect(own.json<{ code: string }>().code).toBe('conversation_report_own_message');
    const stranger = await signedInUser(app());
    const outside = await call(
      app(),
      stranger,
      'POST',
      `/conversations/${bad.conversation_id}/messages/${bad.id}/reports`,
      {
        reason: 'spam',
      },
    );
    expect(outside.statusCode).toBe(403);

    expect((await call(app(), first, 'GET', '/admin/conversation-reports')).statusCode).toBe(403);
    const queue = (await call(app(), admin, 'GET', '/admin/conversation-reports')).json<MessageReportList>();
    const report = queue.items.find((item) => item.message_id === bad.id);
    expect(report).toMatchObject({
      reason: 'insult',
      note: 'Təhqir edir',
      reported_body: 'Sən heç futbol oynaya bilmirsən',
      conversation_kind: 'game',
      decision: null,
    });
    expect(report?.subject_title).not.toBe('');
    expect(report?.context.map((line) => [line.body, line.reported])).toEqual([
      ['Salam, hamı gəlir?', false],
      ['Sən heç futbol oynaya bilmirsən', true],
      ['Sakit olaq', false],
    ]);

    const decided = await call(app(), admin, 'POST', `/admin/conversation-reports/${report?.id}/decision`, {
      decision: 'hide',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<MessageReport>().decision).toBe('hide');
    const twice = await call(app(), admin, 'POST', `/admin/conversation-reports/${report?.id}/decision`, {
      decision: 'keep',
    });
    expect(twice.statusCode).toBe(409);

    for (const reader of [first, second]) {
      const page = (await call(app(), reader, 'GET', path)).json<ConversationPage>();
      const shown = page.messages.find((message) => message.id === bad.id);
      expect(shown).toMatchObject({ body: '', deleted: true, hidden: true });
    }
    const open = (await call(app(), admin, 'GET', '/admin/conversation-reports')).json<MessageReportList>();
    expect(open.items.some((item) => item.id === report?.id)).toBe(false);
    const done = (
      await call(app(), admin, 'GET', '/admin/conversation-reports?status=decided')
    ).json<MessageReportList>();
    expect(done.items.find((item) => item.id === report?.id)?.reported_body).toBe(
      'Sən heç futbol oynaya bilmirsən',
    );

    const audit = (
      await call(app(), admin, 'GET', `/admin/audit-log?subject_id=${bad.id}`)
    ).json<AuditLogResponse>();
    expect(audit.items.map((entry) => [entry.action, entry.actor?.id])).toEqual([
      ['conversation_message.hidden', admin.user.id],
    ]);
  });

  it('keep leaves the message as it is and is audited', async () => {
    const { first, second, path } = await gameWithPlayers();
    const admin = await signedInUser(app(), { role: 'admin' });
    const message = await posted(second, path, 'Bu gün hakim zəif idi');
    const reported = await call(
      app(),
      first,
      'POST',
      `/conversations/${message.conversation_id}/messages/${message.id}/reports`,
      {
        reason: 'other',
      },
    );
    const kept = await call(
      app(),
      admin,
      'POST',
      `/admin/conversation-reports/${reported.json<{ id: string }>().id}/decision`,
      {
        decision: 'keep',
      },
    );
    expect(kept.statusCode, kept.body).toBe(200);
    const page = (await call(app(), first, 'GET', path)).json<ConversationPage>();
    expect(page.messages.find((line) => line.id === message.id)).toMatchObject({
      body: 'Bu gün hakim zəif idi',
      hidden: false,
    });
    const audit = (
      await call(app(), admin, 'GET', `/admin/audit-log?subject_id=${message.id}`)
    ).json<AuditLogResponse>();
    expect(audit.items.map((entry) => entry.action)).toEqual(['conversation_message.kept']);
  });

  it('a message with a blocked word is refused and nothing is written', async () => {
    const { first, path } = await gameWithPlayers();
    const before = await count(conversationMessages);
    for (const body of ['Ay qəhbə', 'ну ты и сука', 'what the fuck']) {
      const refused = await call(app(), first, 'POST', path, { body });
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('conversation_blocked_words');
      expect(refused.body).toContain('The message contains an offensive word');
    }
    expect(await count(conversationMessages)).toBe(before);
    await posted(first, path, 'Topu götürün, sabah görüşürük');
  });

  it('slow mode answers 429 with Retry-After; only the organizer switches it', async () => {
    const { organizer, first, path } = await gameWithPlayers();
    const message = await posted(first, path, 'Salam');
    const conversation = message.conversation_id;
    const refused = await call(app(), first, 'PUT', `/conversations/${conversation}/slow-mode`, {
      seconds: 60,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('conversation_moderators_only');
    expect(
      (await call(app(), organizer, 'PUT', `/conversations/${conversation}/slow-mode`, { seconds: 7 }))
        .statusCode,
    ).toBe(400);
    const on = await call(app(), organizer, 'PUT', `/conversations/${conversation}/slow-mode`, {
      seconds: 60,
    });
    expect(on.statusCode, on.body).toBe(204);

    const before = await count(conversationMessages);
    const slowed = await call(app(), first, 'POST', path, { body: 'Yenə salam' });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json<{ code: string }>().code).toBe('conversation_slow_mode');
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await count(conversationMessages)).toBe(before);
    // The organizer is not slowed.
    await posted(organizer, path, 'Bir dəqiqədə bir mesaj');
    await posted(organizer, path, 'Və yenə');
    expect(
      (
        await call(app(), first, 'GET', `/conversations/${conversation}/moderation`)
      ).json<ConversationModeration>(),
    ).toEqual({ slow_mode_seconds: 60, muted_me: false, may_moderate: false, muted: [] });

    expect(
      (await call(app(), organizer, 'PUT', `/conversations/${conversation}/slow-mode`, { seconds: null }))
        .statusCode,
    ).toBe(204);
    await posted(first, path, 'İndi olar');
  });

  it('a muted player reads but cannot write or change what they wrote (403, nothing written) until unmuted; only the organizer mutes', async () => {
    const { organizer, first, second, path } = await gameWithPlayers();
    const greeting = await posted(first, path, 'Salam');
    const conversation = greeting.conversation_id;
    const mute = (who: SignedIn, target: SignedIn) =>
      call(app(), who, 'PUT', `/conversations/${conversation}/muted-members/${target.user.id}`);
    expect((await mute(second, first)).statusCode).toBe(403);
    expect((await mute(organizer, organizer)).statusCode).toBe(409);
    const stranger = await signedInUser(app());
    expect((await mute(organizer, stranger)).statusCode).toBe(409);
    expect((await mute(organizer, first)).statusCode).toBe(204);

    const before = await count(conversationMessages);
    const refused = await call(app(), first, 'POST', path, { body: 'Niyə?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('conversation_member_muted');
    expect(await count(conversationMessages)).toBe(before);
    const edit = await call(app(), first, 'PATCH', `/conversations/${conversation}/messages/${greeting.id}`, {
      body: 'Salam, hamı!',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json<{ code: string }>().code).toBe('conversation_member_muted');
    const [kept] = await db()
      .select({ body: conversationMessages.body, editedAt: conversationMessages.editedAt })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, greeting.id));
    expect(kept).toEqual({ body: 'Salam', editedAt: null });
    expect((await call(app(), first, 'GET', path)).statusCode).toBe(200);
    const seen = (
      await call(app(), organizer, 'GET', `/conversations/${conversation}/moderation`)
    ).json<ConversationModeration>();
    expect(seen.muted.map((player) => player.id)).toEqual([first.user.id]);
    expect(
      (
        await call(app(), first, 'GET', `/conversations/${conversation}/moderation`)
      ).json<ConversationModeration>(),
    ).toMatchObject({ muted_me: true, muted: [] });

    expect(
      (
        await call(
          app(),
          organizer,
          'DELETE',
          `/conversations/${conversation}/muted-members/${first.user.id}`,
        )
      ).statusCode,
    ).toBe(204);
    await posted(first, path, 'Sağ olun');
  });

  it("a team's captain switches slow mode and mutes; a member cannot", async () => {
    const squad = await teamWithPlayers(app(), 3);
    const [captain, member, other] = squad.players as [SignedIn, SignedIn, SignedIn];
    const path = `/teams/${squad.team.id}/conversation/messages`;
    const conversation = (await posted(member, path, 'Salam')).conversation_id;
    expect(
      (await call(app(), member, 'PUT', `/conversations/${conversation}/slow-mode`, { seconds: 10 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(app(), member, 'PUT', `/conversations/${conversation}/muted-members/${other.user.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(app(), captain, 'PUT', `/conversations/${conversation}/muted-members/${other.user.id}`))
        .statusCode,
    ).toBe(204);
    expect((await call(app(), other, 'POST', path, { body: 'Salam' })).statusCode).toBe(403);
    expect(
      (await call(app(), captain, 'PUT', `/conversations/${conversation}/slow-mode`, { seconds: 10 }))
        .statusCode,
    ).toBe(204);
    expect((await call(app(), member, 'POST', path, { body: 'Yenə' })).statusCode).toBe(429);
  });

  it('a blocked account cannot post, report or moderate, and nothing is written', async () => {
    const { organizer, first, second, path } = await gameWithPlayers();
    const message = await posted(second, path, 'Salam');
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, first.user.id));
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, organizer.user.id));
    const before = [await count(conversationMessages), await count(conversationMessageReports)];
    const refusals = [
      await call(app(), first, 'POST', path, { body: 'Salam' }),
      await call(
        app(),
        first,
        'POST',
        `/conversations/${message.conversation_id}/messages/${message.id}/reports`,
        {
          reason: 'spam',
        },
      ),
      await call(app(), organizer, 'PUT', `/conversations/${message.conversation_id}/slow-mode`, {
        seconds: 10,
      }),
      await call(app(), organizer, 'POST', path, { body: 'Salam' }),
    ];
    // Refused at sign-in (401: a blocked account's sessions end) or as no member (403).
    for (const refused of refusals) expect([401, 403]).toContain(refused.statusCode);
    expect([await count(conversationMessages), await count(conversationMessageReports)]).toEqual(before);
  });

  it("an erased author's words go from the reports of their messages too", async () => {
    const { first, second, path } = await gameWithPlayers();
    const message = await posted(second, path, 'Bunu heç kim oxumamalıdır');
    const reported = await call(
      app(),
      first,
      'POST',
      `/conversations/${message.conversation_id}/messages/${message.id}/reports`,
      { reason: 'other' },
    );
    expect(reported.statusCode).toBe(201);
    await db().transaction((tx) =>
      eraseConversationParts(tx, { userId: second.user.id, now: new Date(), identifiers: [], phone: null }),
    );
    const [report] = await db()
      .select({ body: conversationMessageReports.reportedBody })
      .from(conversationMessageReports)
      .where(eq(conversationMessageReports.messageId, message.id));
    expect(report?.body).toBe('');
  });
});
