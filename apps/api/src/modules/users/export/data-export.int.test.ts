import {
  type DataExportGames,
  type DataExportMessages,
  type DataExportProfile,
  type DataExportTeams,
  type DataExportWallet,
  DATA_EXPORTS_PER_HOUR,
  DATA_EXPORT_FILES,
  dataExportGamesSchema,
  dataExportProfileSchema,
  dataExportWalletSchema,
  manatToQepik,
} from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, teams, wallets } from '../../../db/schema.js';
import { createGame } from '../../../test/factories.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { testDrivers } from '../../../test/test-databases.js';
import { type SignedIn, register, signedInUser } from '../../games/testing/game-fixtures.js';
import { createTeamThroughApi } from '../../teams/testing/team-fixtures.js';
import { fundWallet } from '../../wallet/testing/wallet-fixtures.js';

const OTHER = { email: 'leyla.gizli@example.az', phone: '+994507778899', birthDate: '1991-03-27' };
const PASSWORD_HASH = '$argon2id$v=19$m=65536,t=3,p=4$ZXhwb3J0LXRlc3Q$c2VjcmV0LWhhc2gtbmV2ZXItZXhwb3J0ZWQ';

describe.each(testDrivers())('downloading my data on %s', (driver) => {
  let test: TestApp;
  let player: SignedIn;
  let other: SignedIn;
  let gameId: string;
  let teamId: string;

  const download = (who: SignedIn, url = '/api/v1/users/me/export') =>
    test.app.inject({ method: 'GET', url, headers: { ...who.headers, 'accept-language': 'en' } });
  const files = (response: LightMyRequestResponse) => {
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
  };
  const parsed = <T>(response: LightMyRequestResponse, name: string): T =>
    JSON.parse(files(response)[name] ?? 'null') as T;

  beforeAll(async () => {
    test = await createTestApp({ driver });
    player = await signedInUser(test.app, {
      firstName: 'Tural',
      lastName: 'Məmmədov',
      phone: '+994501234567',
      birthDate: '1995-06-01',
      heightCm: 181,
      passwordHash: PASSWORD_HASH,
      language: 'az',
    });
    other = await signedInUser(test.app, {
      firstName: 'Leyla',
      lastName: 'Hüseynova',
      profileVisibility: 'private',
      ...OTHER,
    });
    await fundWallet(test.app.db, player.user.id, 5_000);
    await fundWallet(test.app.db, other.user.id, 5_000);
    const game = await createGame(test.app.db, { title: 'Cümə axşamı futbolu', priceQepik: 1_200 });
    gameId = game.id;
    expect((await register(test.app, player, gameId)).statusCode).toBe(201);
    expect((await register(test.app, other, gameId)).statusCode).toBe(201);
    for (const [who, body] of [
      [player, 'Mən 19:00-da oradayam'],
      [other, 'Leylanın gizli mesajı'],
    ] as const) {
      const sent = await test.app.inject({
        method: 'POST',
        url: `/api/v1/games/${gameId}/conversation/messages`,
        headers: who.headers,
        payload: { body },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    teamId = (await createTeamThroughApi(test.app, { captain: player })).team.id;
    // The captain's announcement in the team's chat is theirs too (decision 93).
    const chat = await test.app.inject({
      method: 'GET',
      url: `/api/v1/teams/${teamId}/conversation/messages`,
      headers: player.headers,
    });
    const announced = await test.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${chat.json<{ conversation: { id: string } }>().conversation.id}/announcements`,
      headers: player.headers,
      payload: { body: 'Cümə məşqi 20:00-da' },
    });
    expect(announced.statusCode, announced.body).toBe(201);
  });
  afterAll(() => test.close());

  it('is a ZIP of the listed files with my profile, booking, ledger, team and messages', async () => {
    const response = await download(player);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="oyna-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(Object.keys(files(response)).sort()).toEqual([...DATA_EXPORT_FILES].sort());

    const profile = dataExportProfileSchema.parse(parsed<DataExportProfile>(response, 'profile.json'));
    expect(profile.profile).toMatchObject({
      first_name: 'Tural',
      phone: '+994501234567',
      birth_date: '1995-06-01',
    });
    const games = dataExportGamesSchema.parse(parsed<DataExportGames>(response, 'games.json'));
    expect(games.bookings).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        price: expect.any(Number),
        game: expect.objectContaining({ id: gameId, title: 'Cümə axşamı futbolu' }),
      }),
    ]);
    const teamsFile = parsed<DataExportTeams>(response, 'teams.json');
    expect(teamsFile.memberships).toEqual([
      expect.objectContaining({ role: 'captain', team: expect.objectContaining({ id: teamId }) }),
    ]);
    const messages = parsed<DataExportMessages>(response, 'messages.json');
    expect(messages.messages.map((message) => [message.body, message.game_title])).toEqual([
      ['Mən 19:00-da oradayam', 'Cümə axşamı futbolu'],
      ['Cümə məşqi 20:00-da', null],
    ]);
    expect(messages.messages[1]?.conversation).toEqual({ kind: 'team', subject_id: teamId });
  });

  it('the transactions CSV adds up to the wallet balance, described in my language', async () => {
    const response = await download(player);
    const wallet = dataExportWalletSchema.parse(parsed<DataExportWallet>(response, 'wallet.json'));
    const [stored] = await test.app.db.select().from(wallets).where(eq(wallets.userId, player.user.id));
    expect(manatToQepik(wallet.balance)).toBe(stored?.balanceQepik);
    const [header, ...lines] = (files(response)['transactions.csv'] ?? '')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('date,kind,amount_azn,balance_after_azn,description,reference_type,reference_id');
    const sum = lines.reduce((total, line) => total + (manatToQepik(Number(line.split(',')[2])) ?? NaN), 0);
    expect(sum).toBe(stored?.balanceQepik);
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain('Oyun: Cümə axşamı futbolu');
  });

  it('holds nothing private of another player in my game, and no secret of mine', async () => {
    const text = Object.values(files(await download(player))).join('\n');
    for (const value of [OTHER.email, OTHER.phone, OTHER.birthDate, 'Leylanın gizli mesajı', other.user.id])
      expect(text).not.toContain(value);
    const sessions = await test.app.db
      .select({ hash: authSessions.tokenHash })
      .from(authSessions)
      .where(eq(authSessions.userId, player.user.id));
    const [team] = await test.app.db.select().from(teams).where(eq(teams.id, teamId));
    const secrets = [
      PASSWORD_HASH,
      player.token,
      team?.joinCode,
      team?.inviteToken,
      ...sessions.map((s) => s.hash),
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('a stranger cannot take another account’s data, a visitor none at all', async () => {
    const stranger = await signedInUser(test.app);
    const url = `/api/v1/admin/users/${player.user.id}/export?reason=${encodeURIComponent('Yazılı müraciət')}`;
    expect((await download(stranger, url)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/users/me/export' })).statusCode).toBe(401);
  });

  it('an admin exports a player’s data on a written request, and the audit log keeps it', async () => {
    const admin = await signedInUser(test.app, { role: 'admin' });
    const reason = 'Oyunçunun 12 may tarixli yazılı müraciəti';
    const response = await download(
      admin,
      `/api/v1/admin/users/${player.user.id}/export?reason=${encodeURIComponent(reason)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(parsed<DataExportProfile>(response, 'profile.json').profile.id).toBe(player.user.id);
    const rows = await test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.data_exported'), eq(auditLog.subjectId, player.user.id)));
    expect(rows).toEqual([expect.objectContaining({ actorUserId: admin.user.id, subjectType: 'user' })]);
    expect(rows[0]?.details).toMatchObject({ reason });
    expect((await download(admin, `/api/v1/admin/users/${player.user.id}/export`)).statusCode).toBe(400);
  });

  it(`allows ${DATA_EXPORTS_PER_HOUR} downloads an hour, then 429 with Retry-After`, async () => {
    const someone = await signedInUser(test.app);
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i += 1) expect((await download(someone)).statusCode).toBe(200);
    const refused = await download(someone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'data_export_rate_limited' });
    expect(refused.json<{ detail: string }>().detail).toContain(String(DATA_EXPORTS_PER_HOUR));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
  });
});
