import type { ConversationMessage, ConversationPage } from '@oyna/shared';
import type { GameRow } from '../../db/schema.js';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, notificationDeliveries, notifications } from '../../db/schema.js';
import { createMemoryCounter } from '../../lib/attempt-counter.js';
import { createGame } from '../../test/factories.js';
import { testAppOfBlock } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, register, signedInUser } from '../games/testing/game-fixtures.js';
import { createNotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { recordingChannel } from '../notifications/testing/recording-channel.js';
import { teamWithPlayers } from '../team-matches/testing/match-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { createMessageLimits } from './message-limits.js';
import { postAnnouncement } from './post-announcement.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHANNELS = ['email', 'telegram', 'push'] as const;

/** `hh:mm` UTC on the day `days` from now. */
function dayAt(days: number, time: string): Date {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00Z`);
}
/** 23:30 in Baku: inside the default quiet hours (23:00-08:00); 08:00 the next morning; 14:00 tomorrow. */
const lateEvening = () => dayAt(3, '19:30');
const nextMorning = () => dayAt(4, '04:00');
const afternoon = () => dayAt(1, '10:00');

describe.each(testDrivers())('announcements on %s', (driver) => {
  const { app, db } = testAppOfBlock({ driver });
  const limits = createMessageLimits(createMemoryCounter());
  const player = () => signedInUser(app(), { notificationChannels: [...CHANNELS] });
  const counts = async () => [
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(conversationMessages)
    )[0]?.n,
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
    )[0]?.n,
  ];
  const announce = (who: SignedIn, conversationId: string, body: string, change = false) =>
    call(app(), who, 'POST', `/conversations/${conversationId}/announcements`, {
      body,
      time_or_place_change: change,
    });

  /** A game of its organizer with three players booked (cash), and its conversation's id. */
  async function gameWithPlayers(startsAt?: Date): Promise<{
    organizer: SignedIn;
    players: SignedIn[];
    game: GameRow;
    conversationId: string;
  }> {
    const organizer = await signedInUser(app(), { role: 'organizer' });
    const game = await createGame(db(), { organizerId: organizer.user.id, ...(startsAt && { startsAt }) });
    const players = [await player(), await player(), await player()];
    for (const each of players)
      expect((await register(app(), each, game.id, { paymentMethod: 'cash' })).statusCode).toBe(201);
    const page = await call(app(), organizer, 'GET', `/games/${game.id}/conversation/messages`);
    return { organizer, players, game, conversationId: page.json<ConversationPage>().conversation.id };
  }

  it('only the organizer (or an admin) announces in a game, a captain or vice-captain in a team; a refusal writes nothing', async () => {
    const { organizer, players, conversationId } = await gameWithPlayers();
    const before = await counts();
    const refused = await announce(players[0] as SignedIn, conversationId, 'Hamı gəlsin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('conversation_announcers_only');
    const stranger = await signedInUser(app());
    expect((await announce(stranger, conversationId, 'Salam')).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await announce(organizer, conversationId, 'Oyun 2 saylı meydançadadır')).statusCode).toBe(201);
    const admin = await signedInUser(app(), { role: 'admin' });
    expect((await announce(admin, conversationId, 'Meydança təmirdədir')).statusCode).toBe(201);

    const squad = await teamWithPlayers(app(), 3);
    const [captain, vice, member] = squad.players as [SignedIn, SignedIn, SignedIn];
    const roleChange = await call(
      app(),
      captain,
      'PATCH',
      `/teams/${squad.team.id}/members/${vice.user.id}`,
      {
        role: 'vice_captain',
      },
    );
    expect(roleChange.statusCode, roleChange.body).toBe(200);
    const team = await call(app(), member, 'GET', `/teams/${squad.team.id}/conversation/messages`);
    const teamConversation = team.json<ConversationPage>().conversation.id;
    expect(team.json<ConversationPage>().conversation.may_announce).toBe(false);
    const teamBefore = await counts();
    expect((await announce(member, teamConversation, 'Mən də elan edim')).statusCode).toBe(403);
    expect(await counts()).toEqual(teamBefore);
    expect((await announce(vice, teamConversation, 'Formaları gətirin')).statusCode).toBe(201);
    expect((await announce(captain, teamConversation, 'Cümə 20:00')).statusCode).toBe(201);
    const read = (
      await call(app(), member, 'GET', `/teams/${squad.team.id}/conversation/messages`)
    ).json<ConversationPage>();
    expect(read.pinned).toMatchObject({ kind: 'announcement', body: 'Cümə 20:00', author_role: 'captain' });
    const told = await db().select().from(notifications).where(eq(notifications.kind, 'announcement'));
    expect(told.filter((row) => row.userId === member.user.id).map((row) => row.payload['body'])).toEqual([
      'Formaları gətirin',
      'Cümə 20:00',
    ]);
  });

  it('an announcement is pinned, told once to each participant on each of their channels, and counts who saw it', async () => {
    const { organizer, players, game, conversationId } = await gameWithPlayers();
    const posted = await announce(
      organizer,
      conversationId,
      'Oyun 2 saylı meydançadadır, 10 dəqiqə tez gəlin',
    );
    expect(posted.statusCode, posted.body).toBe(201);
    const announcement = posted.json<ConversationMessage>();
    expect(announcement).toMatchObject({
      kind: 'announcement',
      announcement: { time_or_place_change: false, seen: { seen_by: 0, of: 3 }, game_change: null },
      editable_until: null,
      can_delete: true,
    });

    const ids = players.map((each) => each.user.id);
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'announcement'),
          inArray(notifications.userId, [...ids, organizer.user.id]),
        ),
      );
    expect(told.map((row) => row.userId).sort()).toEqual([...ids].sort());
    expect(told[0]?.payload).toMatchObject({
      conversation_kind: 'game',
      subject_id: game.id,
      title: game.title,
      author_name: `${organizer.user.firstName} ${organizer.user.lastName}`,
      time_or_place_change: false,
    });
    expect(told.every((row) => !row.urgent)).toBe(true);

    const channels = CHANNELS.map((name) => recordingChannel(name));
    const dispatcher = createNotificationDispatcher({
      db: db(),
      channels,
      publicUrl: 'https://oyna.test',
      pollMs: 60_000,
      log: app().log,
    });
    await dispatcher.runOnce(afternoon());
    const deliveries = await db()
      .select()
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          told.map((row) => row.id),
        ),
      );
    expect(deliveries).toHaveLength(ids.length * CHANNELS.length);
    for (const userId of ids)
      expect(
        deliveries
          .filter((row) => row.userId === userId)
          .map((row) => row.channel)
          .sort(),
      ).toEqual([...CHANNELS].sort());
    const chat = `https://oyna.test/games/${game.id}#conversation`;
    expect(channels.map((channel) => channel.sent.filter((message) => message.url === chat).length)).toEqual([
      3, 3, 3,
    ]);

    // A player reads past it: seen by 1 of 3, for its author only; pinned for everyone.
    const page = (
      await call(app(), players[0] as SignedIn, 'GET', `/games/${game.id}/conversation/messages`)
    ).json<ConversationPage>();
    expect(page.pinned).toMatchObject({ id: announcement.id, announcement: { seen: null } });
    expect(
      (
        await call(app(), players[1] as SignedIn, 'POST', `/conversations/${conversationId}/read`, {
          message_id: announcement.id,
        })
      ).statusCode,
    ).toBe(204);
    const mine = (
      await call(app(), organizer, 'GET', `/games/${game.id}/conversation/messages`)
    ).json<ConversationPage>();
    expect(mine.pinned?.announcement?.seen).toEqual({ seen_by: 1, of: 3 });
    expect(mine.conversation.may_announce).toBe(true);

    // An announcement is not edited; deleted, it is no longer pinned.
    const edit = await call(
      app(),
      organizer,
      'PATCH',
      `/conversations/${conversationId}/messages/${announcement.id}`,
      {
        body: 'Başqa söz',
      },
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ code: string }>().code).toBe('conversation_announcement_not_editable');
    expect(
      (await call(app(), organizer, 'DELETE', `/conversations/${conversationId}/messages/${announcement.id}`))
        .statusCode,
    ).toBe(204);
    const after = (
      await call(app(), players[0] as SignedIn, 'GET', `/games/${game.id}/conversation/messages`)
    ).json<ConversationPage>();
    expect(after.pinned).toBeNull();
  });

  it('quiet hours hold an announcement till the morning, except a change of time or place within 3 hours of kick-off', async () => {
    const now = lateEvening();
    const soon = await gameWithPlayers(new Date(now.getTime() + 2 * HOUR));
    const later = await gameWithPlayers(new Date(now.getTime() + 5 * HOUR));
    const actor = (organizer: SignedIn) => ({
      id: organizer.user.id,
      role: 'organizer' as const,
      sessionId: 'test',
    });
    const post = (game: typeof soon, body: string, change: boolean) =>
      postAnnouncement(db(), {
        actor: actor(game.organizer),
        conversationId: game.conversationId,
        announcement: { body, time_or_place_change: change },
        limits,
        now,
      });
    const urgent = await post(soon, 'Oyun 3 saylı meydançaya keçdi', true);
    const plain = await post(soon, 'Su gətirin', false);
    const farChange = await post(later, 'Oyun yarım saat gec başlayır', true);

    const email = recordingChannel('email');
    const dispatcher = createNotificationDispatcher({
      db: db(),
      channels: [email],
      publicUrl: 'https://oyna.test',
      pollMs: 60_000,
      log: app().log,
    });
    await dispatcher.runOnce(now);
    /** Whether each player's email of the announcement is urgent, when it is due and whether it went. */
    const emailsOf = async (messageId: string) => {
      const rows = await db()
        .select({
          urgent: notifications.urgent,
          due: notificationDeliveries.nextAttemptAt,
          status: notificationDeliveries.status,
        })
        .from(notifications)
        .innerJoin(notificationDeliveries, eq(notificationDeliveries.notificationId, notifications.id))
        .where(
          and(
            like(notifications.dedupeKey, `announcement:${messageId}:%`),
            eq(notificationDeliveries.channel, 'email'),
          ),
        );
      expect(rows).toHaveLength(3);
      // A sent email is done (its due time is then the lease's); a waiting one says when it is due.
      return [
        ...new Set(
          rows.map((row) => `${row.urgent} ${row.status === 'pending' ? row.due.toISOString() : row.status}`),
        ),
      ];
    };
    const morning = nextMorning().toISOString();
    expect(await emailsOf(urgent.message.id)).toEqual(['true sent']);
    expect(await emailsOf(plain.message.id)).toEqual([`false ${morning}`]);
    expect(await emailsOf(farChange.message.id)).toEqual([`false ${morning}`]);
    const chat = `https://oyna.test/games/${soon.game.id}#conversation`;
    expect(email.sent.filter((message) => message.url === chat).map((message) => message.kind)).toEqual([
      'announcement',
      'announcement',
      'announcement',
    ]);
  });

  it("changing a game's time or venue posts the automatic announcement, pinned, with what changed", async () => {
    const startsAt = new Date(Math.ceil((Date.now() + 5 * DAY) / HOUR) * HOUR);
    const { organizer, players, game } = await gameWithPlayers(startsAt);
    const moved = new Date(startsAt.getTime() + 2 * HOUR).toISOString();
    const patched = await app().inject({
      method: 'PATCH',
      url: `/api/v1/games/${game.id}`,
      headers: organizer.headers,
      payload: { starts_at: moved },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const page = (
      await call(app(), players[0] as SignedIn, 'GET', `/games/${game.id}/conversation/messages`)
    ).json<ConversationPage>();
    expect(page.pinned).toMatchObject({
      kind: 'announcement',
      author: null,
      system_key: 'game_changed',
      can_delete: false,
      announcement: {
        time_or_place_change: true,
        seen: null,
        game_change: { starts_at: moved, previous_starts_at: startsAt.toISOString(), previous_venue: null },
      },
    });
    expect(page.messages.at(-1)?.id).toBe(page.pinned?.id);
    // The players hear of it through the game's own notice, not twice.
    const ids = players.map((each) => each.user.id);
    const told = await db().select().from(notifications).where(inArray(notifications.userId, ids));
    expect(told.filter((row) => row.kind === 'game_changed')).toHaveLength(3);
    expect(told.filter((row) => row.kind === 'announcement')).toEqual([]);
    const read = await call(
      app(),
      players[0] as SignedIn,
      'POST',
      `/conversations/${page.conversation.id}/read`,
      {
        message_id: page.pinned?.id,
      },
    );
    expect(read.statusCode).toBe(204);
    const theirs = (
      await call(app(), organizer, 'GET', `/games/${game.id}/conversation/messages`)
    ).json<ConversationPage>();
    expect(theirs.pinned?.announcement?.seen).toEqual({ seen_by: 1, of: 3 });
    // The game's own announcement: nobody deletes it.
    const removal = await call(
      app(),
      organizer,
      'DELETE',
      `/conversations/${page.conversation.id}/messages/${page.pinned?.id ?? ''}`,
    );
    expect(removal.statusCode).toBe(404);
  });
});
