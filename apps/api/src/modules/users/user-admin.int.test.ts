import type { AuditLogResponse, ManagedUser, UserListResponse } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, users } from '../../db/schema.js';
import { createGame, createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { gameRegistrations } from '../../db/schema.js';

describe.each(testDrivers())('managing users on %s', (driver) => {
  let test: TestApp;
  let admin: SignedIn;
  let organizer: SignedIn;

  beforeAll(async () => {
    test = await createTestApp({ driver });
    admin = await signedInUser(test.app, { role: 'admin', firstName: 'Admin', lastName: 'Baş' });
    organizer = await signedInUser(test.app, {
      role: 'organizer',
      firstName: 'Orxan',
      lastName: 'Təşkilatçı',
    });
  });
  afterAll(() => test.close());

  const list = async (who: SignedIn, query: string, language = 'en') => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/users?${query}`,
      headers: { ...who.headers, 'accept-language': language },
    });
    return response;
  };
  const patch = (who: SignedIn, userId: string, payload: object, language = 'en') =>
    test.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${userId}`,
      headers: { ...who.headers, 'accept-language': language },
      payload,
    });

  describe('GET /users', () => {
    it('an admin finds a user by a name typed without Azerbaijani letters, by email and by phone as typed', async () => {
      const target = await signedInUser(test.app, {
        firstName: 'Gülnarə',
        lastName: 'Şirinova',
        email: `gulnare.${Date.now()}@example.az`,
        phone: '+994501112233',
      });
      const byName = (await list(admin, 'search=gulnare%20sirin')).json<UserListResponse>();
      expect(byName.items.map((item) => item.id)).toContain(target.user.id);
      const byEmail = (
        await list(admin, `search=${encodeURIComponent(target.user.email ?? '')}`)
      ).json<UserListResponse>();
      expect(byEmail.items.map((item) => item.id)).toEqual([target.user.id]);
      const byPhone = (
        await list(admin, `search=${encodeURIComponent('050 111 22 33')}`)
      ).json<UserListResponse>();
      expect(byPhone.items.map((item) => item.id)).toEqual([target.user.id]);
      expect(byPhone.items[0]?.account).toMatchObject({
        phone: '+994501112233',
        role: 'player',
        status: 'active',
      });
    });

    it('an admin filters by role, status, onboarding, tier and creation day in Baku, and sorts', async () => {
      const tag = `Filtr${Date.now().toString(36)}`;
      const referee = await signedInUser(test.app, { role: 'referee', firstName: tag, lastName: 'Hakim' });
      const blocked = {
        user: await createUser(test.database.db, {
          firstName: tag,
          lastName: 'Bloklu',
          blockedAt: new Date(),
        }),
      };
      const newcomer = await signedInUser(test.app, {
        firstName: tag,
        lastName: 'Yeni',
        onboardingCompletedAt: null,
      });
      // 20:30 UTC on 9 March is 00:30 on 10 March in Baku.
      const early = await signedInUser(test.app, {
        firstName: tag,
        lastName: 'Erkən',
        createdAt: new Date('2026-03-09T20:30:00Z'),
      });
      const silver = await signedInUser(test.app, { firstName: tag, lastName: 'Gümüş' });
      for (let i = 0; i < 10; i += 1) {
        const game = await createGame(test.database.db, {
          startsAt: new Date(Date.now() - (i + 2) * 86_400_000),
          status: 'completed',
        });
        await test.database.db.insert(gameRegistrations).values({
          gameId: game.id,
          userId: silver.user.id,
          status: 'confirmed',
          paymentMethod: 'cash',
          priceQepik: 1000,
          attendance: 'attended',
        });
      }
      const ids = async (query: string) =>
        (await list(admin, `search=${tag}&${query}`)).json<UserListResponse>().items.map((item) => item.id);

      expect(await ids('role=referee')).toEqual([referee.user.id]);
      expect(await ids('status=blocked')).toEqual([blocked.user.id]);
      expect(await ids('onboarding_done=false')).toEqual([newcomer.user.id]);
      expect(await ids('tier=silver')).toEqual([silver.user.id]);
      expect(await ids('tier=bronze')).not.toContain(silver.user.id);
      expect(await ids('created_from=2026-03-10&created_to=2026-03-10')).toEqual([early.user.id]);
      expect(await ids('created_to=2026-03-09')).toEqual([]);
      expect((await ids('sort=games_desc'))[0]).toBe(silver.user.id);
      const page = (
        await list(admin, `search=${tag}&sort=name_asc&page=2&page_size=2`)
      ).json<UserListResponse>();
      expect(page).toMatchObject({ total: 5, page: 2, page_size: 2 });
      expect(page.items).toHaveLength(2);
      const silverRow = (await list(admin, `search=${tag}&tier=silver`)).json<UserListResponse>().items[0];
      expect(silverRow?.account).toMatchObject({ tier: 'silver', games_played: 10 });
    });

    it('an organizer finds active players by name only, without their account data, and private profiles keep their position', async () => {
      const tag = `Oyunçu${Date.now().toString(36)}`;
      const open = await signedInUser(test.app, {
        firstName: tag,
        lastName: 'Açıq',
        primaryPosition: 'striker',
      });
      await signedInUser(test.app, {
        firstName: tag,
        lastName: 'Gizli',
        primaryPosition: 'goalkeeper',
        profileVisibility: 'private',
      });
      await createUser(test.database.db, { firstName: tag, lastName: 'Bloklu', blockedAt: new Date() });
      const page = (await list(organizer, `search=${encodeURIComponent(tag)}`)).json<UserListResponse>();
      expect(page.items.map((item) => item.last_name).sort()).toEqual(['Açıq', 'Gizli']);
      expect(page.items.every((item) => item.account === null)).toBe(true);
      expect(page.items.find((item) => item.id === open.user.id)?.primary_position).toBe('striker');
      expect(page.items.find((item) => item.last_name === 'Gizli')?.primary_position).toBeNull();
    });

    it('an organizer cannot search by email or use the admins’ filters, and must type a few letters', async () => {
      const target = await signedInUser(test.app, {
        firstName: 'Eldəniz',
        email: `eldeniz.${Date.now()}@example.az`,
      });
      const byEmail = (
        await list(organizer, `search=${encodeURIComponent(target.user.email ?? '')}`)
      ).json<UserListResponse>();
      expect(byEmail.items).toEqual([]);
      expect((await list(organizer, 'search=eld&role=admin')).statusCode).toBe(403);
      const short = await list(organizer, 'search=e', 'az');
      expect(short.statusCode).toBe(400);
      expect(short.json().fields.search).toBe('Oyunçunun adından bir neçə hərf yazın.');
      expect((await list(organizer, '')).statusCode).toBe(400);
    });

    it('players and referees get 403', async () => {
      expect((await list(await signedInUser(test.app), 'search=ab')).statusCode).toBe(403);
      expect((await list(await signedInUser(test.app, { role: 'referee' }), 'search=ab')).statusCode).toBe(
        403,
      );
    });
  });

  describe('PATCH /users/{id}', () => {
    it('a player changes their own profile with the profile rules, and nobody else’s', async () => {
      const player = await signedInUser(test.app);
      const other = await signedInUser(test.app);
      const own = await patch(player, player.user.id, { first_name: 'Tural', jersey_number: 10 });
      expect(own.statusCode).toBe(200);
      expect(own.json<ManagedUser>()).toMatchObject({
        first_name: 'Tural',
        jersey_number: 10,
        status: 'active',
      });
      expect((await patch(player, player.user.id, { jersey_number: 100 })).statusCode).toBe(400);
      expect((await patch(player, other.user.id, { first_name: 'Hacker' })).statusCode).toBe(403);
      expect((await patch(player, player.user.id, { role: 'admin' })).statusCode).toBe(403);
      expect((await patch(player, player.user.id, { status: 'active' })).statusCode).toBe(403);
      const audit = await test.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, player.user.id));
      expect(audit).toEqual([]);
    });

    it('an admin appoints an organizer with a reason, which the audit log keeps with who and when', async () => {
      const player = await signedInUser(test.app);
      const missing = await patch(admin, player.user.id, { role: 'organizer' }, 'ru');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.reason).toBe('Укажите причину изменения.');

      const appointed = await patch(admin, player.user.id, {
        role: 'organizer',
        reason: 'Yeni təşkilatçı, müqavilə №12',
      });
      expect(appointed.statusCode).toBe(200);
      expect(appointed.json<ManagedUser>().role).toBe('organizer');
      // The role is read with the session: the player's open session is an organizer's at once.
      const create = await test.app.inject({
        method: 'GET',
        url: '/api/v1/games?organizer=me',
        headers: player.headers,
      });
      expect(create.statusCode).toBe(200);

      const log = await test.app.inject({
        method: 'GET',
        url: `/api/v1/admin/audit-log?subject_type=user&subject_id=${player.user.id}`,
        headers: admin.headers,
      });
      const entries = log.json<AuditLogResponse>().items;
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'user.role_changed',
        actor: { id: admin.user.id, full_name: 'Admin Baş' },
        reason: 'Yeni təşkilatçı, müqavilə №12',
        details: { role: { from: 'player', to: 'organizer' } },
      });
    });

    it('an admin corrects a profile and an email; the log names each changed field with before and after', async () => {
      const player = await signedInUser(test.app, { firstName: 'Rasul', lastName: 'Quliyev' });
      const email = `duzgun.${Date.now()}@example.az`;
      const response = await patch(admin, player.user.id, {
        last_name: 'Quluzadə',
        email: email.toUpperCase(),
        reason: 'Pasporta görə düzəliş',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<ManagedUser>()).toMatchObject({ last_name: 'Quluzadə', email });
      const [entry] = await test.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, player.user.id), eq(auditLog.action, 'user.profile_corrected')));
      expect(entry?.details).toMatchObject({
        reason: 'Pasporta görə düzəliş',
        changes: {
          last_name: { from: 'Quliyev', to: 'Quluzadə' },
          email: { from: player.user.email, to: email },
        },
      });
      const taken = await patch(admin, player.user.id, { email: admin.user.email ?? '', reason: 'sınaq' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('email_taken');
    });

    it('a block revokes every session at once and sign-in answers that the account is blocked', async () => {
      const registered = await registerThroughApi(test.app);
      const headers = { authorization: `Bearer ${registered.tokens.access_token}` };
      expect((await test.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).statusCode).toBe(
        200,
      );

      const blocked = await patch(admin, registered.user.id, {
        status: 'blocked',
        reason: 'Təhqiramiz davranış',
      });
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json<ManagedUser>()).toMatchObject({
        status: 'blocked',
        block_reason: 'Təhqiramiz davranış',
      });

      expect((await test.app.inject({ method: 'GET', url: '/api/v1/users/me', headers })).statusCode).toBe(
        401,
      );
      const refresh = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refresh_token: registered.tokens.refresh_token },
      });
      expect(refresh.statusCode).toBe(401);
      const live = await test.database.db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, registered.user.id), isNull(authSessions.revokedAt)));
      expect(live).toEqual([]);

      const login = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/json',
        headers: { 'accept-language': 'az' },
        payload: { email: registered.email, password: registered.password },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json()).toEqual({
        code: 'account_blocked',
        detail: 'Hesabınız bloklanıb. Ətraflı məlumat üçün Oyna dəstək xidmətinə yazın.',
      });

      const unblocked = await patch(admin, registered.user.id, {
        status: 'active',
        reason: 'Apellyasiya qəbul edildi',
      });
      expect(unblocked.json<ManagedUser>().status).toBe('active');
      const again = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/json',
        payload: { email: registered.email, password: registered.password },
      });
      expect(again.statusCode).toBe(200);
      const actions = await test.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.subjectId, registered.user.id));
      expect(actions.map((row) => row.action).sort()).toEqual(['user.blocked', 'user.unblocked']);
    });

    it('an admin cannot block themself', async () => {
      const response = await patch(admin, admin.user.id, { status: 'blocked', reason: 'sınaq' });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('cannot_block_yourself');
    });
  });
});

describe.each(testDrivers())('the last admin on %s', (driver) => {
  let test: TestApp;
  afterAll(() => test.close());
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });

  const patch = (who: SignedIn, userId: string, payload: object) =>
    test.app.inject({ method: 'PATCH', url: `/api/v1/users/${userId}`, headers: who.headers, payload });

  it('the only admin cannot step down, but can once another admin exists', async () => {
    const only = await signedInUser(test.app, { role: 'admin' });
    const refused = await patch(only, only.user.id, { role: 'player', reason: 'Vəzifəmi təhvil verirəm' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('last_admin');

    const second = await signedInUser(test.app);
    expect(
      (await patch(only, second.user.id, { role: 'admin', reason: 'İkinci administrator' })).statusCode,
    ).toBe(200);
    expect(
      (await patch(only, only.user.id, { role: 'player', reason: 'Vəzifəmi təhvil verirəm' })).statusCode,
    ).toBe(200);
    // The former admin's session is a player's now: no more admin powers.
    expect((await patch(only, second.user.id, { role: 'player', reason: 'geri' })).statusCode).toBe(403);
  });

  it('two admins demoting each other at the same time leave one admin, never none', async () => {
    await test.database.db.update(users).set({ role: 'player' }).where(eq(users.role, 'admin'));
    const first = await signedInUser(test.app, { role: 'admin' });
    const second = await signedInUser(test.app, { role: 'admin' });
    const results = await Promise.all([
      patch(first, second.user.id, { role: 'player', reason: 'Yarış sınağı' }),
      patch(second, first.user.id, { role: 'player', reason: 'Yarış sınağı' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 403]);
    const admins = await test.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('a blocked admin does not count: the last active admin still cannot step down', async () => {
    await test.database.db.update(users).set({ role: 'player' }).where(eq(users.role, 'admin'));
    const active = await signedInUser(test.app, { role: 'admin' });
    await createUser(test.database.db, { role: 'admin', blockedAt: new Date() });
    const refused = await patch(active, active.user.id, { role: 'organizer', reason: 'Ayrılıram' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('last_admin');
  });
});
