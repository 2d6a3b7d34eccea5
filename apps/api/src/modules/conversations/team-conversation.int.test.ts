import type {
  ConversationList,
  ConversationMessage,
  ConversationPage,
  ConversationSummary,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversations, users } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { testAppOfBlock } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { challenge, teamWithPlayers } from '../team-matches/testing/match-fixtures.js';
import { call } from '../teams/testing/team-fixtures.js';
import { pruneConversations } from './prune-conversations.js';

const DAY = 24 * 3_600_000;

describe.each(testDrivers())("a team's and a team match's conversation on %s", (driver) => {
  const { app, db } = testAppOfBlock({ driver });
  const count = (table: typeof conversations | typeof conversationMessages) => countRows(db(), table);
  const post = (who: SignedIn, path: string, body: string) =>
    call(app(), who, 'POST', `${path}/conversation/messages`, { body });
  const read = (who: SignedIn, path: string) => call(app(), who, 'GET', `${path}/conversation/messages`);

  it('a stranger, a player who left, a blocked user and another team’s member can neither read nor post, and nothing is written', async () => {
    const mine = await teamWithPlayers(app(), 4);
    const other = await teamWithPlayers(app(), 2);
    const [captain, member, leaver, blockedMember] = mine.players as [SignedIn, SignedIn, SignedIn, SignedIn];
    const path = `/teams/${mine.team.id}`;
    expect((await call(app(), leaver, 'POST', `${path}/leave`)).statusCode).toBe(200);
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, blockedMember.user.id));
    const stranger = await signedInUser(app());
    const outsiders = [stranger, leaver, blockedMember, other.captain];

    const before = [await count(conversations), await count(conversationMessages)];
    for (const outsider of outsiders) {
      const wrote = await post(outsider, path, 'Salam');
      expect(wrote.statusCode, wrote.body).toBe(403);
      expect(wrote.json<{ code: string }>().code).toBe('conversation_team_members_only');
      expect((await read(outsider, path)).statusCode).toBe(403);
    }
    expect([await count(conversations), await count(conversationMessages)]).toEqual(before);
    const visitor = await app().inject({ method: 'GET', url: `/api/v1${path}/conversation/messages` });
    expect(visitor.statusCode).toBe(401);

    const sent = await post(member, path, 'Cümə məşqə gəlirəm');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<ConversationMessage>()).toMatchObject({ author_role: 'member', mine: true });
    const page = (await read(captain, path)).json<ConversationPage>();
    expect(page.conversation).toMatchObject({
      kind: 'team',
      my_role: 'captain',
      read_only: false,
      may_announce: true,
    });
    expect(page.conversation.read_only_after).toBeNull();
    expect(page.messages.map((message) => message.body)).toEqual(['Cümə məşqə gəlirəm']);

    // The one who left reads nothing said before or after; the summary says only that it exists.
    const summary = await call(app(), leaver, 'GET', `${path}/conversation`);
    expect(summary.json<ConversationSummary>()).toEqual({ message_count: 1, member: false });
    expect(
      (
        await call(app(), leaver, 'POST', `/conversations/${page.conversation.id}/read`, {
          message_id: page.messages[0]?.id,
        })
      ).statusCode,
    ).toBe(403);

    // Leaving takes the member out at once, even mid-conversation.
    expect((await call(app(), member, 'POST', `${path}/leave`)).statusCode).toBe(200);
    expect((await read(member, path)).statusCode).toBe(403);
    expect(
      (
        await call(
          app(),
          member,
          'DELETE',
          `/conversations/${page.conversation.id}/messages/${page.messages[0]?.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await read(captain, path)).json<ConversationPage>().messages[0]).toMatchObject({
      deleted: false,
      author_role: null,
    });
  });

  it('a private team’s message count is for its members; a deleted team’s chat goes 180 days later', async () => {
    const secret = await teamWithPlayers(app(), 2);
    await call(app(), secret.captain, 'PATCH', `/teams/${secret.team.id}`, { is_private: true });
    expect((await post(secret.captain, `/teams/${secret.team.id}`, 'Sirr')).statusCode).toBe(201);
    const stranger = await signedInUser(app());
    const seen = await call(app(), stranger, 'GET', `/teams/${secret.team.id}/conversation`);
    expect(seen.json<ConversationSummary>()).toEqual({ message_count: 0, member: false });
    const own = await call(
      app(),
      secret.players[1] as SignedIn,
      'GET',
      `/teams/${secret.team.id}/conversation`,
    );
    expect(own.json<ConversationSummary>()).toEqual({ message_count: 1, member: true });

    expect((await call(app(), secret.captain, 'DELETE', `/teams/${secret.team.id}`)).statusCode).toBe(204);
    expect((await read(secret.captain, `/teams/${secret.team.id}`)).statusCode).toBe(404);
    const left = await db().select().from(conversations).where(eq(conversations.subjectId, secret.team.id));
    expect(left).toHaveLength(1);
    await pruneConversations(db(), new Date(Date.now() + 181 * DAY));
    expect(
      await db().select().from(conversations).where(eq(conversations.subjectId, secret.team.id)),
    ).toEqual([]);
  });

  it('a team match’s chat is for both teams’ members once the challenge is accepted', async () => {
    const home = await teamWithPlayers(app(), 2);
    const away = await teamWithPlayers(app(), 2);
    const third = await teamWithPlayers(app(), 1);
    const match = await challenge(app(), home, away);
    const path = `/team-matches/${match.id}`;
    const early = await post(home.captain, path, 'Hazırsınız?');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('conversation_not_open');
    expect((await call(app(), away.captain, 'POST', `${path}/accept`)).statusCode).toBe(200);

    const awayMember = away.players[1] as SignedIn;
    expect((await post(home.captain, path, 'Şənbə görüşərik')).statusCode).toBe(201);
    const reply = await post(awayMember, path, 'Hazırıq!');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<ConversationMessage>()).toMatchObject({
      author_team: away.team.name,
      author_role: 'member',
    });
    const page = (await read(home.players[1] as SignedIn, path)).json<ConversationPage>();
    expect(page.conversation).toMatchObject({ kind: 'team_match', my_role: 'member', may_announce: false });
    expect(page.messages.map((message) => [message.body, message.author_team])).toEqual([
      ['Şənbə görüşərik', home.team.name],
      ['Hazırıq!', away.team.name],
    ]);
    expect(page.conversation.read_only_after).not.toBeNull();

    const before = await count(conversationMessages);
    expect((await post(third.captain, path, 'Biz də gələk?')).statusCode).toBe(403);
    expect((await read(third.captain, path)).statusCode).toBe(403);
    expect(await count(conversationMessages)).toBe(before);

    // Listed on Messages with the team's chat, unread counted in the drawer's total.
    expect((await post(home.captain, `/teams/${home.team.id}`, 'Məşq 20:00-da')).statusCode).toBe(201);
    const list = (
      await call(app(), home.players[1] as SignedIn, 'GET', '/conversations')
    ).json<ConversationList>();
    expect(list.items.map((item) => [item.kind, item.title, item.unread_count])).toEqual([
      ['team', home.team.name, 1],
      ['team_match', `${home.team.name} – ${away.team.name}`, 2],
    ]);
    const unread = await call(app(), home.players[1] as SignedIn, 'GET', '/conversations/unread');
    expect(unread.json<{ unread_count: number }>().unread_count).toBe(3);
  });
});
