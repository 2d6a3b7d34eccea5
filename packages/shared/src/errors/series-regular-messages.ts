import type { Translated } from '../i18n/languages.js';
import { SERIES_REGULAR_LIMITS } from '../domain/series-regulars.js';

const deadline = SERIES_REGULAR_LIMITS.skipDeadlineHours;
const misses = SERIES_REGULAR_LIMITS.missesAllowed;

/** Field messages of regulars (daimi oyunçular), spread into SERIES_FIELD_MESSAGES. */
export const SERIES_REGULAR_FIELD_MESSAGES = {
  series_regular_places_range: {
    az: 'Daimi oyunçu yerləri 0-dan oyunun tutumuna qədər ola bilər.',
    ru: 'Мест для постоянных игроков может быть от 0 до вместимости игры.',
    en: 'Regular places can be from 0 up to the game’s capacity.',
  },
  series_regulars_cap_range: {
    az: `Daimi oyunçuların sayı ${SERIES_REGULAR_LIMITS.regularsCap.min}-${SERIES_REGULAR_LIMITS.regularsCap.max} arasında ola bilər.`,
    ru: `Постоянных игроков может быть от ${SERIES_REGULAR_LIMITS.regularsCap.min} до ${SERIES_REGULAR_LIMITS.regularsCap.max}.`,
    en: `The number of regulars can be ${SERIES_REGULAR_LIMITS.regularsCap.min} to ${SERIES_REGULAR_LIMITS.regularsCap.max}.`,
  },
  series_skip_deadline_range: {
    az: `«Bu həftə gəlmirəm» son müddəti oyundan ${deadline.min}-${deadline.max} saat əvvəl ola bilər.`,
    ru: `Срок «На этой неделе пропускаю» — от ${deadline.min} до ${deadline.max} часов до начала.`,
    en: `The “not this week” deadline can be ${deadline.min} to ${deadline.max} hours before kick-off.`,
  },
  series_misses_allowed_range: {
    az: `Buraxılan oyunların sayı ${misses.min}-${misses.max} arasında ola bilər.`,
    ru: `Допустимое число пропусков — от ${misses.min} до ${misses.max}.`,
    en: `Misses allowed can be ${misses.min} to ${misses.max}.`,
  },
  series_regular_consent_required: {
    az: 'Daimi oyunçu olmaq üçün razılığınızı təsdiqləyin.',
    ru: 'Подтвердите согласие, чтобы стать постоянным игроком.',
    en: 'Confirm your consent to become a regular.',
  },
} as const satisfies Record<string, Translated>;

/** Error codes of regulars, spread into SERIES_ERROR_CATALOGUE. */
export const SERIES_REGULAR_ERROR_CATALOGUE = {
  series_regulars_full: {
    az: 'Bu həftəlik oyunun daimi oyunçu yerləri doludur.',
    ru: 'Места постоянных игроков в этой еженедельной игре заняты.',
    en: 'This weekly game has no room for more regulars.',
  },
  series_regulars_closed: {
    az: 'Bu həftəlik oyun daimi oyunçu qəbul etmir.',
    ru: 'Эта еженедельная игра не принимает постоянных игроков.',
    en: 'This weekly game does not take regulars.',
  },
  series_regular_already: {
    az: 'Siz artıq bu oyunun daimi oyunçususunuz və ya sorğunuz gözləmədədir.',
    ru: 'Вы уже постоянный игрок этой игры или ваша заявка ждёт ответа.',
    en: 'You are already a regular of this game, or your request is waiting.',
  },
  series_regular_removed: {
    az: 'Təşkilatçı sizi bu oyunun daimi oyunçularından çıxarıb. Yenidən qoşulmaq üçün onunla əlaqə saxlayın.',
    ru: 'Организатор исключил вас из постоянных игроков этой игры. Чтобы вернуться, свяжитесь с ним.',
    en: 'The organizer removed you from this game’s regulars. Contact them to come back.',
  },
  series_regular_not_found: {
    az: 'Daimi oyunçu tapılmadı.',
    ru: 'Постоянный игрок не найден.',
    en: 'Regular not found.',
  },
  series_not_this_week_closed: {
    az: '«Bu həftə gəlmirəm» demək üçün vaxt keçib. Oyundan çıxmaq istəsəniz, oyun səhifəsindən çıxın: adi qaydalar tətbiq olunur.',
    ru: 'Срок для «На этой неделе пропускаю» прошёл. Если не придёте, отмените запись на странице игры: действуют обычные правила.',
    en: 'The time to say “not this week” has passed. If you cannot come, leave the game from its page: the usual rules apply.',
  },
  series_date_already_published: {
    az: 'Bu tarixin oyunu artıq dərc olunub: oyuna adi qaydada yazılın.',
    ru: 'Игра на эту дату уже опубликована: запишитесь на неё обычным способом.',
    en: 'The game of this date is already published: book it the usual way.',
  },
} as const satisfies Record<string, Translated>;
