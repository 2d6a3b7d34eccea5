import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AccountDeletionScheduled, ERASED_FIRST_NAME, type UserProfile } from '@oyna/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/database.js';
import {
  auditLog,
  calendarFeeds,
  conversationMessages,
  conversations,
  devOutboxMessages,
  gameResultPlayers,
  phoneCodes,
  playerRatings,
  pushSubscriptions,
  stravaConnections,
  teamMembers,
  telegramChats,
  users,
  whatsappOptIns,
} from '../../../db/schema.js';
import { createUser } from '../../../test/factories.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { testDrivers } from '../../../test/test-databases.js';
import { bearer, registerThroughApi } from '../../auth/testing/auth-fixtures.js';
import { type SignedIn, signedInUser } from '../../games/testing/game-fixtures.js';
import { createPlayedGame } from '../../ratings/testing/rating-fixtures.js';
import { call, createTeamThroughApi } from '../../teams/testing/team-fixtures.js';
import { testImage, uploadPhoto } from '../testing/photo-fixtures.js';
import { columnsHolding } from './testing/text-search.js';

const PERSON = {
  first_name: 'Zərifxan',
  last_name: 'Qaraqoyunlu',
  email: 'zerifxan.qaraqoyunlu@example.az',
  password: 'Xəzər-sahili-2026',
};
const PHONE = '+994551112233';
const DAY = 86_400_000;

describe.each(testDrivers())('erasing an account on %s', (driver) => {
  let test: TestApp;
  let uploadsDir: string;
  let admin: SignedIn;

  const me = (accessToken: string) =>
    test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(accessToken) });
  const schedule = (accessToken: string, body: object) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/deletion',
      headers: { ...bearer(accessToken), 'accept-language': 'en' },
      payload: body,
    });
  const login = (email: string, password: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/auth/login/json', payload: { email, password } });
  /** Sum of the ledger per wallet against the wallet's balance: every row where they differ. */
  const ledgerMismatches = () =>
    queryRows<{ user_id: string }>(
      test.app.db,
      sql`select w.user_id from wallets w
          left join (select user_id, sum(amount_qepik) as total from ledger_entries group by user_id) l
            on l.user_id = w.user_id
          where coalesce(l.total, 0) <> w.balance_qepik`,
    );

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'oyna-erase-'));
    test = await createTestApp({ driver, env: { UPLOADS_DIR: uploadsDir } });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(async () => {
    await test.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('a sign-in during the grace period cancels the deletion, and the player is told', async () => {
    const account = await registerThroughApi(test.app);
    const asked = await schedule(account.tokens.access_token, { password: 'Xəzər-sahili-2026' });
    expect(asked.statusCode, asked.body).toBe(202);
    const { erase_at } = asked.json<AccountDeletionScheduled>();
    expect(Date.parse(erase_at) - Date.now()).toBeGreaterThan(13.9 * DAY);
    // Signed out everywhere at once.
    expect((await me(account.tokens.access_token)).statusCode).toBe(401);

    const signedIn = await login(account.email, account.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const fresh = await me(signedIn.json<{ access_token: string }>().access_token);
    expect(Date.parse(fresh.json<{ deletion_cancelled_at: string }>().deletion_cancelled_at)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const [row] = await test.app.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row).toMatchObject({ deletionDueAt: null, deletionRequestedAt: null, erasedAt: null });
    // The day comes and goes: nothing is erased.
    await test.app.notifications.runClock(new Date(Date.parse(erase_at) + 60_000));
    const [after] = await test.app.db.select().from(users).where(eq(users.id, account.user.id));
    expect(after?.erasedAt).toBeNull();
    expect(after?.email).toBe(account.email);
  });

  it('after the grace period the person is nowhere: not in any column, not in the uploads', async () => {
    const account = await registerThroughApi(test.app, PERSON);
    const userId = account.user.id;
    const token = account.tokens.access_token;
    const db = test.app.db;

    // Their photo, their number (corrected by an admin, in the audit log), a balance with a reason naming them.
    const photo = await uploadPhoto(test.app, token, [
      { filename: 'me.png', contentType: 'image/png', data: await testImage(600, 600, 'png') },
    ]);
    expect(photo.statusCode, photo.body).toBe(200);
    const photoFile = path.join(
      uploadsDir,
      (photo.json<UserProfile>().photo_url ?? '').replace(/^\/uploads\//, ''),
    );
    expect(existsSync(photoFile)).toBe(true);
    const corrected = await call(test.app, admin, 'PATCH', `/users/${userId}`, {
      phone: PHONE,
      reason: `${PERSON.first_name} ${PERSON.last_name} zəng edib nömrəsini verdi`,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const adjusted = await call(test.app, admin, 'POST', `/admin/users/${userId}/adjustments`, {
      amount: 12.5,
      reason: `Kompensasiya: ${PERSON.first_name} ${PERSON.last_name}`,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);

    // A played game with two others, rated; a message in its chat; a team left behind; a join request.
    const [teammate, opponent] = [await createUser(db), await createUser(db)];
    const game = await createPlayedGame(db, {
      scores: [3, 2],
      lines: [
        { user: { id: userId }, side: 0, goals: 2, rating: { after: 61, delta: 3 } },
        { user: teammate, side: 0, goals: 1, rating: { after: 55, delta: 2 } },
        { user: opponent, side: 1, goals: 2, rating: { after: 48, delta: -2 } },
      ],
    });
    const [conversation] = await db
      .insert(conversations)
      .values({ kind: 'game', subjectId: game.id })
      .returning();
    await db.insert(conversationMessages).values([
      {
        conversationId: conversation!.id,
        authorId: userId,
        kind: 'text',
        body: `Mənim nömrəm ${PHONE}, ${PERSON.first_name}`,
      },
      {
        conversationId: conversation!.id,
        authorId: userId,
        kind: 'announcement',
        body: `Zəng edin: ${PHONE}`,
      },
    ]);
    const signedIn = { user: account.user, token, headers: bearer(token) } as unknown as SignedIn;
    const { team: ownTeam } = await createTeamThroughApi(test.app, { captain: signedIn });
    const { team: otherTeam, captain } = await createTeamThroughApi(test.app, {
      team: { auto_accept: false },
    });
    const requested = await call(test.app, signedIn, 'POST', `/teams/${otherTeam.id}/join-requests`, {
      message: `Salam, mən ${PERSON.first_name}`,
    });
    expect(requested.statusCode, requested.body).toBe(201);

    // Every channel that reached them, and the outbox of this development server.
    await db.insert(telegramChats).values({ userId, chatId: '700123456' });
    await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' });
    await db
      .insert(whatsappOptIns)
      .values({ userId, phone: PHONE, language: 'az', wording: `WhatsApp: ${PHONE}` });
    await db.insert(calendarFeeds).values({ userId, tokenHash: 'h'.repeat(64) });
    await db.insert(stravaConnections).values({
      userId,
      athleteId: 42,
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: new Date(),
      scope: 'read',
    });
    await db.insert(phoneCodes).values({
      phone: PHONE,
      purpose: 'sign_in',
      codeHash: 'c'.repeat(64),
      expiresAt: new Date(),
    });
    await db.insert(devOutboxMessages).values({
      channel: 'email',
      recipient: PERSON.email,
      purpose: 'email_verification',
      subject: `Salam, ${PERSON.first_name}`,
      text: 'Təsdiqlə',
    });

    const needles = [PERSON.email, PERSON.first_name, PERSON.last_name, PHONE];
    for (const needle of needles) expect(await columnsHolding(db, needle)).not.toEqual([]);
    const othersBefore = await db
      .select()
      .from(gameResultPlayers)
      .where(ne(gameResultPlayers.userId, userId));
    const ratingsBefore = await db.select().from(playerRatings).where(ne(playerRatings.userId, userId));

    const asked = await schedule(token, { password: PERSON.password, give_up_balance: true });
    expect(asked.statusCode, asked.body).toBe(202);
    const eraseAt = Date.parse(asked.json<AccountDeletionScheduled>().erase_at);
    expect((await test.app.notifications.runClock(new Date(eraseAt - 60_000)))['account_erasure']).toBe(0);
    expect((await test.app.notifications.runClock(new Date(eraseAt + 60_000)))['account_erasure']).toBe(1);

    for (const needle of needles) expect(await columnsHolding(db, needle), needle).toEqual([]);
    expect(existsSync(photoFile)).toBe(false);
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      firstName: ERASED_FIRST_NAME,
      lastName: '',
      email: null,
      showOnLeaderboard: false,
    });

    // The ledger still equals the balances; what they held was written off.
    expect(await ledgerMismatches()).toEqual([]);
    const wallet = await call(test.app, admin, 'GET', `/admin/users/${userId}/wallet`);
    expect(wallet.json()).toMatchObject({ balance: 0 });
    // Others' results and ratings are as they were; the team left behind carries on, theirs alone is gone.
    expect(await db.select().from(gameResultPlayers).where(ne(gameResultPlayers.userId, userId))).toEqual(
      othersBefore,
    );
    expect(await db.select().from(playerRatings).where(ne(playerRatings.userId, userId))).toEqual(
      ratingsBefore,
    );
    const members = await db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, ownTeam.id)));
    expect(members[0]?.leftAt).not.toBeNull();
    expect((await call(test.app, captain, 'GET', `/teams/${ownTeam.id}`)).statusCode).toBe(404);

    // Others see a "Deleted player" in the result.
    const result = await call(test.app, captain, 'GET', `/games/${game.id}/result`);
    expect(JSON.stringify(result.json())).toContain(ERASED_FIRST_NAME);

    // The old tokens are refused; the email is free for a new account.
    expect((await me(token)).statusCode).toBe(401);
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: account.tokens.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await login(PERSON.email, PERSON.password)).statusCode).toBe(401);
    const again = await registerThroughApi(test.app, { ...PERSON, first_name: 'Yeni' });
    expect(again.user.id).not.toBe(userId);

    const [erased] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erased'), eq(auditLog.subjectId, userId)));
    expect(erased).toMatchObject({
      actorUserId: null,
      details: expect.objectContaining({ written_off_qepik: 1250 }),
    });
  });

  it('an admin erases at once on a written request, audited, and schedules as the player would', async () => {
    const now = await signedInUser(test.app, { firstName: 'Tofiq', lastName: 'Nəsibli' });
    const erased = await call(test.app, admin, 'POST', `/admin/users/${now.user.id}/erasure`, {
      reason: 'Tofiq Nəsibli 3 noyabrda e-poçtla yazdı',
      when: 'now',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ state: 'erased' });
    const [audit] = await test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erased'), eq(auditLog.subjectId, now.user.id)));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      details: expect.objectContaining({ reason: '*** 3 noyabrda e-poçtla yazdı' }),
    });
    expect((await call(test.app, now, 'GET', '/auth/me')).statusCode).toBe(401);
    const twice = await call(test.app, admin, 'POST', `/admin/users/${now.user.id}/erasure`, {
      reason: 'Yenə',
      when: 'now',
    });
    expect(twice.json()).toMatchObject({ code: 'account_erased' });

    const later = await signedInUser(test.app);
    const scheduled = await call(test.app, admin, 'POST', `/admin/users/${later.user.id}/erasure`, {
      reason: 'Oyunçunun yazılı müraciəti',
      when: 'after_grace',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ state: 'scheduled' });
    const [audited] = await test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.erasure_scheduled'), eq(auditLog.subjectId, later.user.id)));
    expect(audited?.actorUserId).toBe(admin.user.id);

    const refused = await call(test.app, admin, 'POST', `/admin/users/${admin.user.id}/erasure`, {
      reason: 'Özüm',
      when: 'now',
    });
    expect(refused.statusCode).toBe(403);
  });
});
