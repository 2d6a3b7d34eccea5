import type { Translated } from '../i18n/languages.js';
import { MAX_ALERTS_PER_PLAYER } from '../domain/alerts.js';

/** Field messages of game alerts (oyun bildirişləri), spread into FIELD_MESSAGES. */
export const ALERT_FIELD_MESSAGES = {
  alert_needs_narrowing: {
    az: 'Ən azı bir şərt seçin: rayon, gün, vaxt, format, qiymət və ya meydança.',
    ru: 'Выберите хотя бы одно условие: район, день, время, формат, цену или площадку.',
    en: 'Choose at least one condition: district, day, time, format, price or venue.',
  },
  alert_time_invalid: {
    az: 'Vaxtı SS:DD şəklində yazın, məsələn 19:00.',
    ru: 'Укажите время в формате ЧЧ:ММ, например 19:00.',
    en: 'Write the time as HH:MM, for example 19:00.',
  },
  alert_time_range_invalid: {
    az: 'Son vaxt başlanğıcdan sonra olmalıdır.',
    ru: 'Время «до» должно быть позже времени «с».',
    en: 'The "to" time must be after the "from" time.',
  },
  alert_weekdays_invalid: {
    az: 'Hər günü bir dəfə seçin.',
    ru: 'Каждый день можно выбрать только один раз.',
    en: 'Choose each day only once.',
  },
  alert_change_empty: {
    az: 'Dəyişiklik yoxdur.',
    ru: 'Нет изменений.',
    en: 'Nothing to change.',
  },
} as const satisfies Record<string, Translated>;

/** Error codes of game alerts and watchers, spread into the main catalogue. */
export const ALERT_ERROR_CATALOGUE = {
  alert_not_found: {
    az: 'Bildiriş tapılmadı.',
    ru: 'Оповещение не найдено.',
    en: 'Alert not found.',
  },
  alert_limit_reached: {
    az: `Ən çox ${MAX_ALERTS_PER_PLAYER} axtarış saxlamaq olar. Köhnəsini silin.`,
    ru: `Можно сохранить не больше ${MAX_ALERTS_PER_PLAYER} поисков. Удалите старый.`,
    en: `You can save at most ${MAX_ALERTS_PER_PLAYER} searches. Delete an old one.`,
  },
  alert_token_invalid: {
    az: 'Bu keçid etibarsızdır.',
    ru: 'Эта ссылка недействительна.',
    en: 'This link is not valid.',
  },
  watch_game_not_full: {
    az: 'Bu oyunda boş yer var: elə indi yazıla bilərsiniz.',
    ru: 'В этой игре есть свободные места: запишитесь сейчас.',
    en: 'This game has free places: book one now.',
  },
  watch_place_taken: {
    az: 'Yeri artıq başqası götürdü. Yer yenə boşalsa, sizə xəbər verəcəyik.',
    ru: 'Место уже занял другой игрок. Если оно снова освободится, мы сообщим.',
    en: 'Someone else took the place. We will tell you if one frees again.',
  },
} as const satisfies Record<string, Translated>;
