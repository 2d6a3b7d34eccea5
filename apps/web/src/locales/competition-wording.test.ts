import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import az from './az/index';
import en from './en/index';
import ru from './ru/index';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { az: { translation: az }, ru: { translation: ru }, en: { translation: en } },
  lng: 'az',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The native speakers' wording of issue 29 for competitions, as the pages put it together. */
describe('competition wording', () => {
  it('the overview says how many players a squad has: "Heyətdə oyunçu sayı: 5-20"', () => {
    const t = i18n.getFixedT('az');
    expect(
      `${t('competitions.overview.squad')}: ${t('competitions.overview.squad_range', { min: 5, max: 20 })}`,
    ).toBe('Heyətdə oyunçu sayı: 5-20');
  });

  it('the Russian tie-break heading reads "При равенстве очков места определяются так"', () => {
    expect(i18n.getFixedT('ru')('competitions.overview.tiebreak_title')).toBe(
      'При равенстве очков места определяются так',
    );
  });

  it('a top-up for a tournament leads back with "Turnirə qayıt"', () => {
    expect(i18n.getFixedT('az')('wallet.return.back_competition')).toBe('Turnirə qayıt');
  });
});
