import type { Translated } from '../i18n/languages.js';
import { qepikToManat } from '../domain/money.js';
import {
  COMPETITION_DESCRIPTION_MAX_LENGTH as descriptionMax,
  COMPETITION_FEE_MAX_QEPIK,
  COMPETITION_NAME_LENGTH as nameLength,
  COMPETITION_SQUAD as squad,
  COMPETITION_TEAMS as teams,
} from '../domain/competitions.js';
import { lengthAtMostMessage, lengthBetweenMessage } from './length-messages.js';

const feeMax = qepikToManat(COMPETITION_FEE_MAX_QEPIK);

/** Field messages of competitions (turnirlər), kept beside FIELD_MESSAGES, which spreads them in. */
export const COMPETITION_FIELD_MESSAGES = {
  competition_name_length: lengthBetweenMessage(
    { az: 'Turnirin adı', ru: 'Название турнира', en: 'The competition name' },
    nameLength,
  ),
  competition_description_length: lengthAtMostMessage(
    { az: 'Təsvir', ru: 'Описание', en: 'The description' },
    descriptionMax,
  ),
  competition_reason_length: {
    az: 'Səbəb çox uzundur.',
    ru: 'Причина слишком длинная.',
    en: 'The reason is too long.',
  },
  competition_fee_range: {
    az: `İştirak haqqı 0-${feeMax} ₼ olmalıdır.`,
    ru: `Взнос за участие — от 0 до ${feeMax} ₼.`,
    en: `The entry fee must be 0 to ${feeMax} ₼.`,
  },
  competition_teams_range: {
    az: `Komandaların sayı ${teams.min}-${teams.max} olmalıdır.`,
    ru: `Число команд — от ${teams.min} до ${teams.max}.`,
    en: `The number of teams must be ${teams.min} to ${teams.max}.`,
  },
  competition_teams_order: {
    az: 'Ən çox komanda sayı ən az saydan kiçik ola bilməz.',
    ru: 'Максимальное число команд не может быть меньше минимального.',
    en: 'The most teams cannot be fewer than the fewest teams.',
  },
  competition_squad_range: {
    az: `Heyətdə ${squad.min}-${squad.max} oyunçu ola bilər.`,
    ru: `В заявке может быть от ${squad.min} до ${squad.max} игроков.`,
    en: `A squad may have ${squad.min} to ${squad.max} players.`,
  },
  competition_squad_order: {
    az: 'Heyətin ən böyük ölçüsü ən kiçikdən az ola bilməz.',
    ru: 'Максимальный размер заявки не может быть меньше минимального.',
    en: 'The largest squad cannot be smaller than the smallest squad.',
  },
  competition_minutes_range: {
    az: 'Dəqiqələrin sayı icazə verilən aralıqda deyil.',
    ru: 'Число минут вне допустимого диапазона.',
    en: 'The number of minutes is out of the allowed range.',
  },
  competition_window_order: {
    az: 'Bitmə vaxtı başlama vaxtından sonra olmalıdır.',
    ru: 'Время окончания должно быть позже времени начала.',
    en: 'The end time must be after the start time.',
  },
  competition_venues_required: {
    az: 'Ən azı bir meydança və onun sahələrini seçin.',
    ru: 'Выберите хотя бы одну площадку и её поля.',
    en: 'Choose at least one venue and its pitches.',
  },
  competition_windows_required: {
    az: 'Ən azı bir gün və vaxt aralığı əlavə edin.',
    ru: 'Добавьте хотя бы один день и промежуток времени.',
    en: 'Add at least one day and time window.',
  },
  competition_tiebreak_empty: {
    az: 'Öz qaydanız üçün ən azı bir meyar seçin.',
    ru: 'Для своего порядка выберите хотя бы один критерий.',
    en: 'Choose at least one criterion for your own order.',
  },
} as const satisfies Record<string, Translated>;
