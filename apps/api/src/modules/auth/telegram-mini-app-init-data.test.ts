import { describe, expect, it } from 'vitest';
import { checkMiniAppInitData, initDataSignature } from './telegram-mini-app-init-data.js';

/**
 * Init data signed by Telegram for a real bot, as published by the Telegram Mini Apps project (its
 * init-data packages test with it), with that bot's token: not produced by our own signer, so a
 * mistake shared by our signer and our check cannot pass.
 */
const VECTOR = {
  botToken: '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8',
  initData:
    'query_id=AAHdF6IQAAAAAN0XohDhrOrc' +
    '&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22' +
    '%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D' +
    '&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2',
  authDate: 1662771648,
};
const at = (seconds: number) => new Date(seconds * 1000);
const check = (initData: string, now = at(VECTOR.authDate + 60), botToken = VECTOR.botToken) =>
  checkMiniAppInitData(initData, { botToken, maxAgeSeconds: 300, now });

describe("a Mini App's init data", () => {
  it("accepts Telegram's own signed example and reads its user", () => {
    expect(check(VECTOR.initData)).toEqual({
      status: 'valid',
      authDate: VECTOR.authDate,
      user: expect.objectContaining({ id: 279058397, first_name: 'Vladislav', language_code: 'ru' }),
    });
  });

  it('refuses a changed field, a forged hash and another bot’s token', () => {
    expect(check(VECTOR.initData.replace('279058397', '279058398')).status).toBe('invalid');
    expect(check(`${VECTOR.initData}&chat_type=group`).status).toBe('invalid');
    expect(check(VECTOR.initData.replace(/hash=\w+/, `hash=${'0'.repeat(64)}`)).status).toBe('invalid');
    expect(check(VECTOR.initData.replace(/hash=\w+/, 'hash=short')).status).toBe('invalid');
    expect(check(VECTOR.initData, undefined, '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx9').status).toBe(
      'invalid',
    );
    expect(check('').status).toBe('invalid');
    expect(check(`${VECTOR.initData}&hash=${'a'.repeat(64)}`).status).toBe('invalid');
  });

  it('is refused once older than the limit, and from the future beyond a little skew', () => {
    expect(check(VECTOR.initData, at(VECTOR.authDate + 300)).status).toBe('valid');
    expect(check(VECTOR.initData, at(VECTOR.authDate + 301)).status).toBe('expired');
    expect(check(VECTOR.initData, at(VECTOR.authDate - 3600)).status).toBe('expired');
  });

  it('needs a user: a launch without one is told apart', () => {
    const params = new URLSearchParams({ auth_date: String(VECTOR.authDate), chat_type: 'sender' });
    params.set('hash', initDataSignature(params, VECTOR.botToken));
    expect(check(params.toString()).status).toBe('no_user');

    const badUser = new URLSearchParams({ auth_date: String(VECTOR.authDate), user: '{"id":"x"}' });
    badUser.set('hash', initDataSignature(badUser, VECTOR.botToken));
    expect(check(badUser.toString()).status).toBe('invalid');
  });
});
