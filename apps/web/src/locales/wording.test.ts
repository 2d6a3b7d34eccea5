import { LANGUAGES } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import az from './az/index';
import en from './en/index';
import ru from './ru/index';
import { localeEntries } from '../test/locale-entries';

const ALL = { az, ru, en };

/** Issue 29's wording table: the native speakers' "better" words. */
describe('the wording of buttons and names (issue 29)', () => {
  it('a dialog’s cancel button says "Ləğv et", never "İmtina" (glossary: not imtina)', () => {
    const cancels = localeEntries(az).filter(([key]) => /\.cancel$/.test(key));
    expect(cancels.length).toBeGreaterThan(5);
    for (const [key, text] of cancels) expect(text, key).not.toMatch(/^İmtina/);
  });

  it('the admin’s money section has one name, on the console’s start page, its page and its links', () => {
    const name = { az: 'Balanslar və ödənişlər', ru: 'Балансы и платежи', en: 'Balances and payments' };
    for (const language of LANGUAGES) {
      const texts = ALL[language];
      expect(texts.admin.sections.money, language).toBe(name[language]);
      expect(texts.admin_money.page_title, language).toBe(name[language]);
    }
    expect(en.admin_reconciliation.open_player).toBe('Open in balances and payments');
  });

  it('ru says when a player signed up and who ran a check without a gendered verb, and calls the tab "Расстановка"', () => {
    expect(ru.admin.users.joined).toBe('Регистрация: {{date}}');
    expect(ru.admin_reconciliation.manual).toBe('Запуск: {{name}}');
    expect(ru.teams.tabs.formation).toBe('Расстановка');
    expect(ru.formations.title).toBe('Расстановка');
  });

  it('the locale review’s glossary holds: leaving a game is leaving, and Baku time is «бакинское время»', () => {
    // Leave a game: oyundan çıxmaq / выйти из игры (not "pulsuz imtina", "Бесплатная отмена").
    expect(az.games.refund.free_until).toContain('oyundan pulsuz çıxa bilərsiniz');
    expect(ru.games.refund.free_until).toContain('из игры можно выйти бесплатно');
    expect(en.games.refund.free_until).toContain('leave the game for free');
    for (const [key, text] of localeEntries(ru)) expect(text, key).not.toMatch(/время Баку/);
    expect(ru.admin.venues.hours.title).toBe('Часы работы (бакинское время)');
  });
});
