import {
  BMI_BAND_MIN_AGE,
  FIRST_GAME_DISCOUNT_PERCENT,
  FREE_CANCELLATION_HOURS,
  JERSEY_NUMBER,
  LANGUAGES,
  MAX_SECONDARY_POSITIONS,
  PAYMENT_EXPIRY_MINUTES,
  PAYMENT_HOLD_MINUTES,
  PHOTO_MAX_MEGABYTES,
  PLAYER_AGE,
  PRIORITY_REGISTRATION_HOURS,
} from '@oyna/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import landingAz from '../features/landing/locales/az.json';
import landingEn from '../features/landing/locales/en.json';
import landingRu from '../features/landing/locales/ru.json';
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

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

const everyText = [az, ru, en, landingAz, landingRu, landingEn].flatMap(texts);

describe('texts take a rule’s number from its constant instead of typing it', () => {
  it.each([
    [
      'the refund and priority hours',
      new RegExp(`\\b(${FREE_CANCELLATION_HOURS}|${PRIORITY_REGISTRATION_HOURS}) ?(saat|час|hour)`, 'i'),
    ],
    ['“a day” for the priority hours', /bir gün tez|на день раньше|a day earlier/i],
    [
      'the hold and payment minutes',
      new RegExp(`\\b(${PAYMENT_HOLD_MINUTES}|${PAYMENT_EXPIRY_MINUTES}) ?(dəqiqə|минут|minute)`, 'i'),
    ],
    [
      'the first-game discount',
      new RegExp(`\\b${FIRST_GAME_DISCOUNT_PERCENT} ?%|yarı qiymət|полцены|half price`, 'i'),
    ],
    ['the photo size', new RegExp(`\\b${PHOTO_MAX_MEGABYTES} ?(MB|МБ)`)],
    ['the age range', new RegExp(`\\b${PLAYER_AGE.min}\\D{1,4}${PLAYER_AGE.max}\\b`)],
    ['the jersey numbers', new RegExp(`\\b${JERSEY_NUMBER.min}\\D{1,4}${JERSEY_NUMBER.max}\\b`)],
    [
      'the secondary positions',
      new RegExp(`(of|из|/) ${MAX_SECONDARY_POSITIONS}\\b|(Up to|До|çoxu) ${MAX_SECONDARY_POSITIONS}\\b`),
    ],
    ['the BMI age', new RegExp(`\\b${BMI_BAND_MIN_AGE} (yaşdan|лет|years of age)`)],
  ])('no locale text types %s', (_rule, typed) => {
    expect(everyText.filter((text) => typed.test(text))).toEqual([]);
  });

  it.each(LANGUAGES)('%s renders the refund window with the constant and its plural form', (language) => {
    const t = i18n.getFixedT(language);
    const closed = (hours: number) => t('games.refund.window_closed', { hours, count: hours });
    expect(closed(FREE_CANCELLATION_HOURS)).toContain(String(FREE_CANCELLATION_HOURS));
    expect(closed(FREE_CANCELLATION_HOURS)).not.toContain('{{');
    expect(
      t('wallet.tier.benefits.priority_registration', {
        hours: PRIORITY_REGISTRATION_HOURS,
        count: PRIORITY_REGISTRATION_HOURS,
      }),
    ).toContain(String(PRIORITY_REGISTRATION_HOURS));
  });

  it('says the hours in the Russian form the number needs', () => {
    const t = i18n.getFixedT('ru');
    const closed = (hours: number) => t('games.refund.window_closed', { hours, count: hours });
    expect(closed(24)).toContain('меньше 24 часов');
    expect(closed(21)).toContain('меньше 21 часа');
    const earlier = (hours: number) => t('games.form.opens_hint', { hours, count: hours });
    expect(earlier(24)).toContain('на 24 часа раньше');
    expect(earlier(1)).toContain('на 1 час раньше');
    expect(earlier(48)).toContain('на 48 часов раньше');
    const held = (minutes: number) => t('games.toasts.held', { minutes, count: minutes, amount: '5 ₼' });
    expect(held(10)).toContain('на 10 минут.');
    expect(held(2)).toContain('на 2 минуты.');
    expect(held(1)).toContain('на 1 минуту.');
  });

  it('says one hour in English in the singular', () => {
    const t = i18n.getFixedT('en');
    expect(t('games.refund.window_closed', { hours: 1, count: 1 })).toContain('less than 1 hour away');
    expect(t('games.refund.window_closed', { hours: 24, count: 24 })).toContain('less than 24 hours away');
  });
});
