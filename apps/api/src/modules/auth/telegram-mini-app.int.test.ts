import { type AuthResponse, ERROR_CATALOGUE } from '@oyna/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions, telegramChats, users } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { initDataSignature } from './telegram-mini-app-init-data.js';
import { bearer } from './testing/auth-fixtures.js';

const BOT_TOKEN = '7012345678:AAHfakeTokenForTests_only-123456789';
const OTHER_BOT_TOKEN = '7098765432:AAHanotherBotsTokenForTests-98765';

let nextTelegramId = 880_000_000 + Math.floor(Math.random() * 1_000_000);
/** A Telegram user id no other test uses. */
const telegramId = () => (nextTelegramId += 1);

/** Init data as Telegram signs it for a launch `ageSeconds` ago. */
function initData(
  fields: { user?: object | undefined; ageSeconds?: number; extra?: Record<string, string> },
  botToken = BOT_TOKEN,
): string {
  const params = new URLSearchParams({
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    auth_date: String(Math.floor(Date.now() / 1000) - (fields.ageSeconds ?? 10)),
    chat_type: 'sender',
    ...fields.extra,
  });
  if (fields.user) params.set('user', JSON.stringify(fields.user));
  params.set('hash', initDataSignature(params, botToken));
  return params.toString();
}

describe.each(testDrivers())('sign-in inside the Telegram Mini App on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      driver,
      env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'oyna_test_bot' },
    });
  });
  afterAll(() => test.close());
  afterEach(() => vi.useRealTimers());

  const signIn = (init_data: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/telegram/mini-app',
      payload: { init_data },
      headers,
    });
  const countRows = async () => {
    const [people] = await test.database.db.select({ n: count() }).from(users);
    const [sessions] = await test.database.db.select({ n: count() }).from(authSessions);
    return { users: people?.n, sessions: sessions?.n };
  };

  it('registers a new Telegram user once, in their Telegram language, and sends them to onboarding', async () => {
    const id = telegramId();
    const user = {
      id,
      first_name: 'Aysel',
      last_name: 'Məmmədova',
      username: 'aysel_m',
      language_code: 'ru',
    };
    const first = await signIn(initData({ user }));
    expect(first.statusCode).toBe(200);
    const auth = first.json<AuthResponse>();
    expect(auth.needs_onboarding).toBe(true);
    expect(auth.user).toMatchObject({
      first_name: 'Aysel',
      last_name: 'Məmmədova',
      language: 'ru',
      email: null,
    });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(auth.tokens.access_token),
    });
    expect(me.json().id).toBe(auth.user.id);

    // Two launches at once and a later one: still one account.
    const [again, atOnce] = await Promise.all([signIn(initData({ user })), signIn(initData({ user }))]);
    expect(again.json<AuthResponse>().user.id).toBe(auth.user.id);
    expect(atOnce.json<AuthResponse>().user.id).toBe(auth.user.id);
    const accounts = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.telegramId, id));
    expect(accounts).toHaveLength(1);
  });

  it('gives a language Oyna does not speak az', async () => {
    const response = await signIn(
      initData({ user: { id: telegramId(), first_name: 'Mehmet', language_code: 'tr' } }),
    );
    expect(response.json<AuthResponse>().user.language).toBe('az');
  });

  it('signs a player linked by the login widget into their own account', async () => {
    const id = telegramId();
    const player = await createUser(test.database.db, { telegramId: id, firstName: 'Tural' });
    const response = await signIn(initData({ user: { id, first_name: 'Another name' } }));
    expect(response.statusCode).toBe(200);
    const auth = response.json<AuthResponse>();
    expect(auth.user).toMatchObject({ id: player.id, first_name: 'Tural' });
    expect(auth.needs_onboarding).toBe(false);
  });

  it("signs a player linked through the bot's chat into their own account, which keeps the Telegram id", async () => {
    const id = telegramId();
    const player = await createUser(test.database.db, { firstName: 'Leyla' });
    await test.database.db.insert(telegramChats).values({ userId: player.id, chatId: String(id) });
    const before = await countRows();
    const response = await signIn(initData({ user: { id, first_name: 'Leyla' } }));
    expect(response.json<AuthResponse>().user.id).toBe(player.id);
    expect((await countRows()).users).toBe(before.users);
    const [row] = await test.database.db.select().from(users).where(eq(users.id, player.id));
    expect(row?.telegramId).toBe(id);
  });

  it('refuses tampered data, another bot’s signature and a missing user, creating nothing', async () => {
    const user = { id: telegramId(), first_name: 'Kamran', language_code: 'en' };
    const genuine = initData({ user });
    const before = await countRows();
    const cases = [
      [genuine.replace(String(user.id), String(user.id + 1)), 'telegram_init_data_invalid'],
      [`${genuine}&start_param=game_x`, 'telegram_init_data_invalid'],
      [genuine.replace(/hash=[0-9a-f]+/, `hash=${'f'.repeat(64)}`), 'telegram_init_data_invalid'],
      [initData({ user }, OTHER_BOT_TOKEN), 'telegram_init_data_invalid'],
      ['not init data at all', 'telegram_init_data_invalid'],
      [initData({}), 'telegram_init_data_no_user'],
    ] as const;
    for (const [data, code] of cases) {
      const response = await signIn(data, { 'accept-language': 'en' });
      expect(response.statusCode, data).toBe(401);
      expect(response.json()).toEqual({ detail: ERROR_CATALOGUE[code].en, code });
    }
    expect(await countRows()).toEqual(before);
  });

  it('refuses a stale launch, and a replay of a good one once the limit has passed', async () => {
    const user = { id: telegramId(), first_name: 'Səbinə', language_code: 'ru' };
    const stale = await signIn(initData({ user, ageSeconds: 301 }));
    expect(stale.statusCode).toBe(401);
    // Without Accept-Language the refusal speaks the Telegram user's language.
    expect(stale.json()).toEqual({
      detail: ERROR_CATALOGUE.telegram_init_data_expired.ru,
      code: 'telegram_init_data_expired',
    });
    expect((await signIn(initData({ user, ageSeconds: 3600 * 24 }))).statusCode).toBe(401);

    const launch = initData({ user, ageSeconds: 0 });
    expect((await signIn(launch)).statusCode).toBe(200);
    const before = await countRows();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    const replay = await signIn(launch);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('telegram_init_data_expired');
    expect(await countRows()).toEqual(before);
  });

  it('never answers hostile bodies with a server error', async () => {
    const user = { id: telegramId(), first_name: 'X' };
    const bodies: object[] = [
      {},
      { init_data: '' },
      { init_data: 'x'.repeat(5000) },
      { init_data: 42 },
      { init_data: 'user=%E0%A4%A&hash=zz' },
      { init_data: initData({ user: { ...user, id: 'abc' } }) },
      { init_data: initData({ user: { ...user, id: 2 ** 60 } }) },
      { init_data: initData({ user: { id: user.id } }) },
      { init_data: initData({ user, extra: { auth_date: 'soon' } }) },
      { init_data: initData({ user }).replace('user=', 'user=%7Bbroken') },
    ];
    for (const payload of bodies) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/telegram/mini-app',
        payload,
      });
      expect([400, 401], JSON.stringify(payload).slice(0, 80)).toContain(response.statusCode);
      expect(response.json()).toHaveProperty('code');
    }
  });
});

describe('the Mini App sign-in without a bot', () => {
  it('answers 503 provider_not_configured', async () => {
    const test = await createTestApp({ driver: 'pglite' });
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/telegram/mini-app',
        payload: { init_data: 'a=b' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('provider_not_configured');
    } finally {
      await test.close();
    }
  });
});
