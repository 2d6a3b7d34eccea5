import type { Translated } from '../i18n/languages.js';
import { SERIES_PUBLISH_DAYS } from '../domain/series.js';
import { SERIES_REGULAR_ERROR_CATALOGUE, SERIES_REGULAR_FIELD_MESSAGES } from './series-regular-messages.js';
import { SERIES_CHANGE_ERROR_CATALOGUE } from './series-change-messages.js';
import { TEAM_SLOT_ERROR_CATALOGUE } from './team-slot-messages.js';

/** Field messages of weekly games (həftəlik oyunlar), kept beside FIELD_MESSAGES, which spreads them in. */
export const SERIES_FIELD_MESSAGES = {
  ...SERIES_REGULAR_FIELD_MESSAGES,
  series_weekdays_required: {
    az: 'Ən azı bir həftə günü seçin.',
    ru: 'Выберите хотя бы один день недели.',
    en: 'Choose at least one day of the week.',
  },
  series_time_invalid: {
    az: 'Başlama vaxtını SS:DD şəklində yazın, məsələn 20:00.',
    ru: 'Укажите время начала в формате ЧЧ:ММ, например 20:00.',
    en: 'Write the kick-off time as HH:MM, for example 20:00.',
  },
  series_end_before_start: {
    az: 'Bitmə tarixi başlama tarixindən əvvəl ola bilməz.',
    ru: 'Дата окончания не может быть раньше даты начала.',
    en: 'The end date cannot be before the start date.',
  },
  series_start_in_past: {
    az: 'Başlama tarixi bu gündən əvvəl ola bilməz.',
    ru: 'Дата начала не может быть раньше сегодняшнего дня.',
    en: 'The start date cannot be before today.',
  },
  series_publish_days_range: {
    az: `Oyunlar başlamazdan ${SERIES_PUBLISH_DAYS.min}-${SERIES_PUBLISH_DAYS.max} gün əvvəl dərc oluna bilər.`,
    ru: `Игры публикуются за ${SERIES_PUBLISH_DAYS.min}–${SERIES_PUBLISH_DAYS.max} дней до начала.`,
    en: `Games can be published ${SERIES_PUBLISH_DAYS.min} to ${SERIES_PUBLISH_DAYS.max} days before kick-off.`,
  },
} as const satisfies Record<string, Translated>;

/**
 * Error codes of weekly games, and of the weekly slots of teams on the same schedule model (decision
 * 80), kept beside the main catalogue, which spreads them in.
 */
export const SERIES_ERROR_CATALOGUE = {
  ...SERIES_REGULAR_ERROR_CATALOGUE,
  ...TEAM_SLOT_ERROR_CATALOGUE,
  ...SERIES_CHANGE_ERROR_CATALOGUE,
  series_not_found: {
    az: 'Həftəlik oyun tapılmadı.',
    ru: 'Еженедельная игра не найдена.',
    en: 'Weekly game not found.',
  },
  series_ended: {
    az: 'Bu həftəlik oyun artıq bitib.',
    ru: 'Эта еженедельная игра уже завершена.',
    en: 'This weekly game has already ended.',
  },
  series_date_not_scheduled: {
    az: 'Həftəlik oyun bu tarixdə keçirilmir.',
    ru: 'В этот день еженедельная игра не проводится.',
    en: 'The weekly game does not run on this date.',
  },
  series_date_past: {
    az: 'Keçmiş tarixi dəyişmək olmaz.',
    ru: 'Прошедшую дату изменить нельзя.',
    en: 'A date in the past cannot be changed.',
  },
} as const satisfies Record<string, Translated>;
