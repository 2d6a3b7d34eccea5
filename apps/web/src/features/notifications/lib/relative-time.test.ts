import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2030-05-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('writes minutes, hours and days with the right plural, then the date', async () => {
    await i18n.changeLanguage('ru');
    const t = i18n.t.bind(i18n);
    expect(relativeTime(ago(10_000), now, t, 'ru')).toBe('только что');
    expect(relativeTime(ago(2 * 60_000), now, t, 'ru')).toBe('2 минуты назад');
    expect(relativeTime(ago(5 * 60_000), now, t, 'ru')).toBe('5 минут назад');
    expect(relativeTime(ago(21 * 3_600_000), now, t, 'ru')).toBe('21 час назад');
    expect(relativeTime(ago(3 * 86_400_000), now, t, 'ru')).toBe('3 дня назад');
    expect(relativeTime(ago(30 * 86_400_000), now, t, 'ru')).not.toContain('назад');
  });
});
