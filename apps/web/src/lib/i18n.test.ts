// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import az from '../locales/az/index';
import en from '../locales/en/index';
import ru from '../locales/ru/index';

async function freshI18n() {
  vi.resetModules();
  const module = await import('./i18n');
  void module.startI18n({ az, ru, en });
  return module;
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'i18nextLng=; Path=/; Max-Age=0';
  window.history.replaceState(null, '', '/');
});

describe('i18n', () => {
  it('takes ?lang from the address, removes it, remembers it and sets the document language', async () => {
    window.history.replaceState(null, '', '/venues?lang=ru&type=futsal#top');
    const { i18n } = await freshI18n();

    expect(i18n.language).toBe('ru');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/venues?type=futsal#top',
    );
    expect(localStorage.getItem('i18nextLng')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("sets the writing direction without Intl.Locale, whose first call loads the language's locale data", async () => {
    const locale = vi.spyOn(Intl, 'Locale');
    try {
      const { i18n } = await freshI18n();
      await i18n.changeLanguage('ru');
      expect(document.documentElement.dir).toBe('ltr');
      expect(locale).not.toHaveBeenCalled();
    } finally {
      locale.mockRestore();
    }
  });

  it('starts in the stored language and saves a new choice', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('en');

    await i18n.changeLanguage('az');
    expect(localStorage.getItem('i18nextLng')).toBe('az');
    expect(document.documentElement.lang).toBe('az');
  });

  it('starts in a language chosen by link before anything was stored locally (the cookie the server set)', async () => {
    // The landing page was opened with ?lang=en and left before its script stored the choice: the
    // server set the cookie and drew the next page in English, and the app must not switch to the
    // browser's language.
    document.cookie = 'i18nextLng=en; Path=/';
    localStorage.setItem('i18nextLng', 'ru');
    const { i18n } = await freshI18n();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('counts venues with the right Russian plural forms', async () => {
    const { i18n } = await freshI18n();
    const ru = i18n.getFixedT('ru');
    expect(ru('venues.result_count', { count: 1 })).toBe('Найдена 1 площадка');
    expect(ru('venues.result_count', { count: 3 })).toBe('Найдено 3 площадки');
    expect(ru('venues.result_count', { count: 5 })).toBe('Найдено 5 площадок');
    expect(ru('venues.result_count', { count: 21 })).toBe('Найдена 21 площадка');
    expect(ru('venues.pitch_count', { count: 12 })).toBe('12 полей');
  });

  it('counts venues in English and Azerbaijani', async () => {
    const { i18n } = await freshI18n();
    expect(i18n.getFixedT('en')('venues.result_count', { count: 1 })).toBe('1 venue found');
    expect(i18n.getFixedT('en')('venues.result_count', { count: 12 })).toBe('12 venues found');
    expect(i18n.getFixedT('az')('venues.result_count', { count: 12 })).toBe('12 meydança tapıldı');
  });
});

describe('i18n in the browser', () => {
  it('downloads only the detected language at start; another arrives when chosen', async () => {
    window.history.replaceState(null, '', '/login?lang=en');
    vi.resetModules();
    const { i18n, startI18nInBrowser } = await import('./i18n');
    await startI18nInBrowser();
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('az', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('ru', 'translation')).toBe(false);

    await i18n.changeLanguage('ru');
    expect(i18n.t('venues.result_count', { count: 5 })).toBe('Найдено 5 площадок');
  });
});
