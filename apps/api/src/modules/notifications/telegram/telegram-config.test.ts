import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { telegramDeepLink } from './telegram-config.js';

const bot = { TELEGRAM_BOT_TOKEN: '123456:ABC-def', TELEGRAM_BOT_USERNAME: 'oyna_bot' };

describe('the Telegram settings', () => {
  it('refuse a webhook without its secret', () => {
    expect(() => loadConfig({ ...bot, TELEGRAM_UPDATES: 'webhook' })).toThrow(
      /TELEGRAM_WEBHOOK_SECRET: is required when TELEGRAM_UPDATES is webhook/,
    );
    expect(
      loadConfig({ ...bot, TELEGRAM_UPDATES: 'webhook', TELEGRAM_WEBHOOK_SECRET: 'a'.repeat(32) })
        .TELEGRAM_UPDATES,
    ).toBe('webhook');
  });

  it('refuse webhook or polling without a bot', () => {
    expect(() => loadConfig({ TELEGRAM_UPDATES: 'polling' })).toThrow(
      /TELEGRAM_BOT_TOKEN: is required when TELEGRAM_UPDATES is polling/,
    );
    expect(loadConfig({ ...bot, TELEGRAM_UPDATES: 'polling' }).TELEGRAM_UPDATES).toBe('polling');
    expect(loadConfig({}).TELEGRAM_UPDATES).toBe('off');
  });

  it('take a plain-http Bot API only on this machine', () => {
    expect(() => loadConfig({ TELEGRAM_API_URL: 'http://telegram.example' })).toThrow(
      /TELEGRAM_API_URL: must be an https URL/,
    );
    expect(loadConfig({ TELEGRAM_API_URL: 'http://127.0.0.1:8081/' }).TELEGRAM_API_URL).toBe(
      'http://127.0.0.1:8081',
    );
  });

  it('give a deep link only when the bot hears updates', () => {
    expect(telegramDeepLink(loadConfig({ ...bot, TELEGRAM_UPDATES: 'polling' }), 'abc')).toBe(
      'https://t.me/oyna_bot?start=abc',
    );
    expect(telegramDeepLink(loadConfig({ ...bot }), 'abc')).toBeNull();
    expect(telegramDeepLink(loadConfig({}), 'abc')).toBeNull();
  });
});
