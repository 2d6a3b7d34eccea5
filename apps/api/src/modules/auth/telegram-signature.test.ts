import { describe, expect, it } from 'vitest';
import { checkTelegramLogin, telegramDataCheckString, telegramSignature } from './telegram-signature.js';

const BOT_TOKEN = '123456789:ABCdefGhIJKlmNoPQRsTUVwxyZ';
const AUTH_DATE = 1_767_225_600; // 2026-01-01T00:00:00Z
const widget = {
  id: 412_345_678,
  first_name: 'Tural',
  last_name: 'Hüseynov',
  username: 'tural_h',
  photo_url: 'https://t.me/i/userpic/320/tural.jpg',
  auth_date: AUTH_DATE,
  // Computed independently (Python hmac/hashlib) from the same fields and bot token.
  hash: '1ac5051457deea5080692a019334011ce6ebd67f79f2d8336ec978b314264f8c',
};
const justAfter = new Date((AUTH_DATE + 60) * 1000);

describe('the Telegram data-check-string', () => {
  it('is every field but hash, sorted by key, as key=value lines', () => {
    expect(telegramDataCheckString(widget)).toBe(
      [
        'auth_date=1767225600',
        'first_name=Tural',
        'id=412345678',
        'last_name=Hüseynov',
        'photo_url=https://t.me/i/userpic/320/tural.jpg',
        'username=tural_h',
      ].join('\n'),
    );
  });

  it('includes fields it does not know and leaves out absent ones', () => {
    expect(telegramDataCheckString({ id: 1, first_name: 'A', auth_date: 2, hash: 'x', zeta: true })).toBe(
      'auth_date=2\nfirst_name=A\nid=1\nzeta=true',
    );
  });
});

describe('the Telegram signature', () => {
  it('is the HMAC-SHA-256 of the data-check-string keyed with SHA-256 of the bot token', () => {
    expect(telegramSignature(widget, BOT_TOKEN)).toBe(widget.hash);
  });

  it('accepts genuine data signed within the last 24 hours', () => {
    expect(checkTelegramLogin(widget, BOT_TOKEN, justAfter)).toBe('valid');
    expect(checkTelegramLogin(widget, BOT_TOKEN, new Date((AUTH_DATE + 86_399) * 1000))).toBe('valid');
  });

  it('refuses a changed field, a hash that is not hex or cut short, and another bot’s token', () => {
    expect(checkTelegramLogin({ ...widget, id: 412_345_679 }, BOT_TOKEN, justAfter)).toBe('invalid');
    expect(checkTelegramLogin({ ...widget, first_name: 'tural' }, BOT_TOKEN, justAfter)).toBe('invalid');
    expect(checkTelegramLogin({ ...widget, hash: 'z'.repeat(64) }, BOT_TOKEN, justAfter)).toBe('invalid');
    expect(checkTelegramLogin({ ...widget, hash: widget.hash.slice(0, 32) }, BOT_TOKEN, justAfter)).toBe(
      'invalid',
    );
    expect(checkTelegramLogin(widget, '987654321:another-bot', justAfter)).toBe('invalid');
  });

  it('refuses genuine data older than 24 hours or more than 5 minutes in the future', () => {
    expect(checkTelegramLogin(widget, BOT_TOKEN, new Date((AUTH_DATE + 86_401) * 1000))).toBe('expired');
    expect(checkTelegramLogin(widget, BOT_TOKEN, new Date((AUTH_DATE - 301) * 1000))).toBe('expired');
    expect(checkTelegramLogin(widget, BOT_TOKEN, new Date((AUTH_DATE - 120) * 1000))).toBe('valid');
  });
});
