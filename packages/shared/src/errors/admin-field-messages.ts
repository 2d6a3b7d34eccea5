import { ADMIN_REASON_LENGTH } from '../domain/admin.js';
import { VENUE_ADDRESS_LENGTH, VENUE_NAME_LENGTH, VENUE_PITCHES } from '../domain/venue-admin.js';
import type { Translated } from '../i18n/languages.js';
import { lengthBetweenMessage } from './length-messages.js';

/** Field messages of running the platform, kept beside FIELD_MESSAGES, which spreads them in. */
export const ADMIN_FIELD_MESSAGES = {
  admin_reason_length: lengthBetweenMessage(
    { az: 'Səbəb', ru: 'Причина', en: 'The reason' },
    ADMIN_REASON_LENGTH,
  ),
  admin_reason_required: {
    az: 'Dəyişikliyin səbəbini yazın.',
    ru: 'Укажите причину изменения.',
    en: 'Give the reason for the change.',
  },
  player_search_too_short: {
    az: 'Oyunçunun adından bir neçə hərf yazın.',
    ru: 'Введите несколько букв имени игрока.',
    en: 'Type a few letters of the player’s name.',
  },
  venue_name_length: lengthBetweenMessage(
    { az: 'Meydançanın adı', ru: 'Название площадки', en: 'The venue name' },
    VENUE_NAME_LENGTH,
  ),
  venue_address_length: lengthBetweenMessage(
    { az: 'Ünvan', ru: 'Адрес', en: 'The address' },
    VENUE_ADDRESS_LENGTH,
  ),
  venue_pitches_range: {
    az: `Sahələrin sayı ${VENUE_PITCHES.min}-${VENUE_PITCHES.max} olmalıdır.`,
    ru: `Число полей — от ${VENUE_PITCHES.min} до ${VENUE_PITCHES.max}.`,
    en: `The number of pitches must be ${VENUE_PITCHES.min} to ${VENUE_PITCHES.max}.`,
  },
  coordinates_outside_baku: {
    az: 'Koordinatlar Bakı ərazisində olmalıdır.',
    ru: 'Координаты должны быть в пределах Баку.',
    en: 'The coordinates must be inside Baku.',
  },
  clock_invalid: {
    az: 'Vaxtı SS:DD formatında yazın, məsələn 09:30.',
    ru: 'Укажите время в формате ЧЧ:ММ, например 09:30.',
    en: 'Write the time as HH:MM, e.g. 09:30.',
  },
  opening_hours_invalid: {
    az: 'Açılış və bağlanış vaxtı eyni ola bilməz.',
    ru: 'Время открытия и закрытия не может совпадать.',
    en: 'Opening and closing times cannot be the same.',
  },
} as const satisfies Record<string, Translated>;
