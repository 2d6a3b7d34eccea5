import { type AuthResponse, ERROR_CATALOGUE, PHONE_CODE_RULES, phoneCodeSms } from '@oyna/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { devOutboxMessages, phoneCodes, users } from '../../db/schema.js';
import { createUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type FakeLsim, startFakeLsim } from '../notifications/testing/fake-lsim.js';
import { bearer } from './testing/auth-fixtures.js';

let numberCounter = Math.floor(Math.random() * 1_000_000);
/** A new Azerbaijani mobile number in E.164, and how a person types it. */
function newNumber() {
  numberCounter += 1;
  const local = String(numberCounter % 10_000_000).padStart(7, '0');
  return { e164: `+99455${local}`, typed: `055 ${local.slice(0, 3)} ${local.slice(3, 5)} ${local.slice(5)}` };
}
let ipCounter = 0;
const newIp = () => `10.20.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

describe.each(testDrivers())('signing in with a phone number and an SMS code on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver, env: { DEV_OUTBOX: 'true' } });
  });
  afterAll(() => test.close());
  afterEach(() => vi.useRealTimers());

  const post = (
    url: string,
    payload: object,
    options: { ip?: string; token?: string; language?: string } = {},
  ) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      remoteAddress: options.ip ?? newIp(),
      headers: {
        'accept-language': options.language ?? 'az',
        ...(options.token ? bearer(options.token) : {}),
      },
    });
  const askCode = (phone: string, options: { ip?: string; language?: string } = {}) =>
    post('/auth/phone/code', { phone }, options);
  const verify = (phone: string, code: string) => post('/auth/phone/verify', { phone, code });

  /** The code of the newest SMS to `phone` in the development outbox. */
  async function lastCode(phone: string): Promise<string> {
    const [message] = await test.database.db
      .select({ text: devOutboxMessages.text })
      .from(devOutboxMessages)
      .where(and(eq(devOutboxMessages.recipient, phone), eq(devOutboxMessages.channel, 'sms')))
      .orderBy(desc(devOutboxMessages.createdAt))
      .limit(1);
    const code = /\d{6}/.exec(message?.text ?? '')?.[0];
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }
  /** Moves the clock past the resend wait, so the same number may get another code. */
  function afterResendWait(seconds = PHONE_CODE_RULES.resendSeconds + 1) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('registers a new number as a new account that onboards, and signs it in again next time', async () => {
    const number = newNumber();
    const sent = await askCode(number.typed, { language: 'ru' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      phone: number.e164,
      expires_in_seconds: PHONE_CODE_RULES.lifetimeMinutes * 60,
      resend_in_seconds: PHONE_CODE_RULES.resendSeconds,
      delivery: 'captured',
    });
    const code = await lastCode(number.e164);
    const [sms] = await test.database.db
      .select({ text: devOutboxMessages.text })
      .from(devOutboxMessages)
      .where(eq(devOutboxMessages.recipient, number.e164));
    expect(sms?.text).toBe(phoneCodeSms('ru', code));
    // Only the hash of the code is kept.
    const rows = await test.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, number.e164));
    expect(rows.map((row) => row.codeHash)).not.toContain(code);

    const first = await post('/auth/phone/verify', {
      phone: number.typed,
      code: ` ${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(first.statusCode).toBe(200);
    const auth = first.json<AuthResponse>();
    expect(auth.needs_onboarding).toBe(true);
    expect(auth.user).toMatchObject({ email: null, has_password: false, language: 'az' });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/phone',
      headers: bearer(auth.tokens.access_token),
    });
    expect(me.json()).toEqual({ phone: number.e164, verified: true });

    afterResendWait();
    await askCode(number.e164);
    const again = await verify(number.e164, await lastCode(number.e164));
    expect(again.statusCode).toBe(200);
    expect(again.json<AuthResponse>().user.id).toBe(auth.user.id);
    // The tokens work with the refresh flow of every other sign-in.
    const refreshed = await post('/auth/refresh', {
      refresh_token: again.json<AuthResponse>().tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs into the account whose confirmed number it is, and answers the code request the same for any number', async () => {
    const number = newNumber();
    const owner = await createUser(test.database.db, { phone: number.e164, phoneVerifiedAt: new Date() });
    const known = await askCode(number.e164);
    const unknown = await askCode(newNumber().e164);
    expect(known.statusCode).toBe(200);
    expect({ ...known.json(), phone: null }).toEqual({ ...unknown.json(), phone: null });

    const response = await verify(number.e164, await lastCode(number.e164));
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>()).toMatchObject({ needs_onboarding: false, user: { id: owner.id } });
  });

  it('does not sign into an account whose profile number was only typed, not confirmed', async () => {
    const number = newNumber();
    const typedOnly = await createUser(test.database.db, { phone: number.e164 });
    await askCode(number.e164);
    const response = await verify(number.e164, await lastCode(number.e164));
    expect(response.statusCode).toBe(200);
    const auth = response.json<AuthResponse>();
    expect(auth.user.id).not.toBe(typedOnly.id);
    expect(auth.needs_onboarding).toBe(true);
  });

  it('refuses a code past its lifetime, and a code used once', async () => {
    const number = newNumber();
    await askCode(number.e164);
    const code = await lastCode(number.e164);
    await test.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneCodes.phone, number.e164));
    const expired = await post('/auth/phone/verify', { phone: number.e164, code }, { language: 'en' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({
      detail: ERROR_CATALOGUE.phone_code_expired.en,
      code: 'phone_code_expired',
    });

    afterResendWait();
    await askCode(number.e164);
    const fresh = await lastCode(number.e164);
    expect((await verify(number.e164, fresh)).statusCode).toBe(200);
    const reused = await verify(number.e164, fresh);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('phone_code_expired');
  });

  it('spends a code after too many wrong tries: even the right one is refused then', async () => {
    const number = newNumber();
    await askCode(number.e164);
    const code = await lastCode(number.e164);
    for (let attempt = 0; attempt < PHONE_CODE_RULES.maxAttempts; attempt += 1) {
      const wrong = await verify(number.e164, wrongCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe('phone_code_wrong');
    }
    const spent = await verify(number.e164, code);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().code).toBe('phone_code_attempts_exceeded');
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends one code a number until the resend wait is over, and a few an hour', async () => {
    const number = newNumber();
    expect((await askCode(number.e164)).statusCode).toBe(200);
    const soon = await askCode(number.e164);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('phone_code_resend_wait');
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(PHONE_CODE_RULES.resendSeconds);

    for (let sent = 1; sent < PHONE_CODE_RULES.perNumberPerHour; sent += 1) {
      afterResendWait((PHONE_CODE_RULES.resendSeconds + 1) * sent);
      expect((await askCode(number.e164)).statusCode).toBe(200);
    }
    afterResendWait((PHONE_CODE_RULES.resendSeconds + 1) * PHONE_CODE_RULES.perNumberPerHour);
    const hourly = await askCode(number.e164);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().code).toBe('phone_number_limit');
  });

  it('limits the codes asked for from one client address', async () => {
    const ip = newIp();
    for (let sent = 0; sent < PHONE_CODE_RULES.perAddressPerHour; sent += 1) {
      expect((await askCode(newNumber().e164, { ip })).statusCode).toBe(200);
    }
    const over = await askCode(newNumber().e164, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect((await askCode(newNumber().e164)).statusCode).toBe(200);
  });

  it('refuses landlines and what is not a number, with the field named', async () => {
    const landline = await post('/auth/phone/code', { phone: '012 555 12 34' }, { language: 'en' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().fields).toEqual({
      phone: 'Enter an Azerbaijani mobile number, for example 055 123 45 67.',
    });
    const badCode = await verify(newNumber().e164, '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(Object.keys(badCode.json().fields)).toEqual(['code']);
  });

  it('confirms a signed-in player’s number, and refuses one confirmed on another account', async () => {
    const signIn = async () => {
      const number = newNumber();
      await askCode(number.e164);
      return (await verify(number.e164, await lastCode(number.e164))).json<AuthResponse>();
    };
    const player = await signIn();
    const token = player.tokens.access_token;
    const number = newNumber();
    expect((await post('/users/me/phone/code', { phone: number.typed }, { token })).statusCode).toBe(200);
    // A sign-in code and a confirming code are not interchangeable.
    expect((await verify(number.e164, await lastCode(number.e164))).statusCode).toBe(422);
    const confirmed = await post(
      '/users/me/phone/verify',
      { phone: number.e164, code: await lastCode(number.e164) },
      { token },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ phone: number.e164, verified: true });

    const other = await signIn();
    const otherNumber = (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/phone',
        headers: bearer(other.tokens.access_token),
      })
    ).json<{ phone: string }>().phone;
    afterResendWait();
    await post('/users/me/phone/code', { phone: otherNumber }, { token });
    const taken = await post(
      '/users/me/phone/verify',
      { phone: otherNumber, code: await lastCode(otherNumber) },
      { token, language: 'en' },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: ERROR_CATALOGUE.phone_taken.en, code: 'phone_taken' });
  });

  it('keeps a number unconfirmed when typed in the profile, and a change clears the confirmation', async () => {
    const number = newNumber();
    await askCode(number.e164);
    const auth = (await verify(number.e164, await lastCode(number.e164))).json<AuthResponse>();
    const headers = bearer(auth.tokens.access_token);
    const patch = (phone: string) =>
      test.app.inject({ method: 'PATCH', url: '/api/v1/users/me/profile', headers, payload: { phone } });
    const phoneOf = async () =>
      (await test.app.inject({ method: 'GET', url: '/api/v1/users/me/phone', headers })).json();

    expect((await patch(number.typed)).statusCode).toBe(200);
    expect(await phoneOf()).toEqual({ phone: number.e164, verified: true });
    const changed = newNumber();
    expect((await patch(changed.typed)).statusCode).toBe(200);
    expect(await phoneOf()).toEqual({ phone: changed.e164, verified: false });
    const [row] = await test.database.db.select().from(users).where(eq(users.id, auth.user.id));
    expect(row?.phoneVerifiedAt).toBeNull();
  });
});

describe.each(testDrivers())('the daily caps of SMS codes on %s', (driver) => {
  let test: TestApp;
  const PER_NUMBER = 2;
  const EVERYONE = 6;

  beforeAll(async () => {
    test = await createTestApp({
      driver,
      env: {
        DEV_OUTBOX: 'true',
        PHONE_CODES_PER_NUMBER_DAILY: String(PER_NUMBER),
        PHONE_CODES_DAILY: String(EVERYONE),
      },
    });
  });
  afterAll(() => test.close());
  afterEach(() => vi.useRealTimers());

  const askCode = (phone: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/code',
      payload: { phone },
      remoteAddress: newIp(),
    });

  it('refuses more codes to one number in a day, then more codes to anyone, saying when to come back', async () => {
    const number = newNumber().e164;
    for (let sent = 0; sent < PER_NUMBER; sent += 1) {
      // Two hours apart: past the resend wait and the hourly limit, within the day.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + sent * 2 * 3_600_000 });
      expect((await askCode(number)).statusCode).toBe(200);
      vi.useRealTimers();
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PER_NUMBER * 2 * 3_600_000 });
    const perNumber = await askCode(number);
    expect(perNumber.statusCode).toBe(429);
    expect(perNumber.json().code).toBe('phone_number_limit');
    const retryAfter = Number(perNumber.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);

    for (let sent = PER_NUMBER; sent < EVERYONE; sent += 1)
      expect((await askCode(newNumber().e164)).statusCode).toBe(200);
    const everyone = await askCode(newNumber().e164);
    expect(everyone.statusCode).toBe(429);
    expect(everyone.json().code).toBe('phone_codes_paused');
  });
});

describe.each(testDrivers())('phone codes through the LSIM gateway (a fake on loopback) on %s', (driver) => {
  let lsim: FakeLsim;
  let test: TestApp;

  beforeAll(async () => {
    lsim = await startFakeLsim();
    test = await createTestApp({
      driver,
      env: {
        ...lsim.env,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await lsim.close();
  });

  const post = (url: string, payload: object) =>
    test.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: newIp() });

  it('sends the code as one Azerbaijani SMS and signs in with it', async () => {
    const number = newNumber();
    const sent = await post('/auth/phone/code', { phone: number.typed });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().delivery).toBe('sent');
    const message = lsim.messages.find((each) => each.msisdn === number.e164.slice(1));
    expect(message).toMatchObject({ unicode: true });
    const code = /\d{6}/.exec(message?.text ?? '')?.[0] ?? '';
    expect(message?.text).toBe(phoneCodeSms('az', code));
    expect((await post('/auth/phone/verify', { phone: number.e164, code })).statusCode).toBe(200);
  });

  it('says so when the gateway fails, and the failed code still counts against the caps', async () => {
    const number = newNumber();
    lsim.fail({ httpStatus: 503 });
    const failed = await post('/auth/phone/code', { phone: number.e164 });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().code).toBe('phone_sms_failed');
    const rows = await test.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, number.e164));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.usedAt).not.toBeNull();
  });
});
