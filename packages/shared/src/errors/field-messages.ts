import { GAME_MAX_DAYS_AHEAD, GUEST_NAME_MAX_LENGTH } from '../domain/games.js';
import { GAME_PRICE_RANGES_AZN as prices } from '../domain/game-pricing.js';
import { qepikToManat } from '../domain/money.js';
import {
  JERSEY_NUMBER as jersey,
  MAX_SECONDARY_POSITIONS as maxSecondary,
  PLAYER_AGE as age,
  SKILL_MAX,
  SKILL_MIN,
} from '../domain/player-profile.js';
import { TOPUP_MAX_QEPIK, TOPUP_MIN_QEPIK } from '../domain/wallet.js';
import { pluralForm } from '../i18n/plural.js';

const topup = { min: qepikToManat(TOPUP_MIN_QEPIK), max: qepikToManat(TOPUP_MAX_QEPIK) };
import type { Language, Translated } from '../i18n/languages.js';
import { ADMIN_FIELD_MESSAGES } from './admin-field-messages.js';
import { NOTIFICATION_FIELD_MESSAGES } from './notification-field-messages.js';
import { COMPETITION_FIELD_MESSAGES } from './competition-field-messages.js';
import { lengthAtMostMessage, lengthBetweenMessage } from './length-messages.js';
import { SERIES_FIELD_MESSAGES } from './series-messages.js';
import { TEAM_SLOT_FIELD_MESSAGES } from './team-slot-messages.js';
import { ALERT_FIELD_MESSAGES } from './alert-messages.js';
import { AREA_FIELD_MESSAGES } from './area-messages.js';
import {
  FORMATION_NAME_MAX_LENGTH,
  MAX_SQUAD_SIZE,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_MATCH_DURATION_MINUTES,
  TEAM_MEMBERS,
  TEAM_MESSAGE_MAX_LENGTH,
  TEAM_NAME_LENGTH,
} from '../domain/teams.js';

/**
 * Messages for a single invalid field, keyed by a validation issue kind.
 * The API uses them for `fields` in a 400; forms use them next to an input.
 */
export const FIELD_MESSAGES = {
  required: { az: 'Bu sahə məcburidir.', ru: 'Это поле обязательно.', en: 'This field is required.' },
  invalid_type: {
    az: 'Dəyərin növü yanlışdır.',
    ru: 'Неверный тип значения.',
    en: 'The value has the wrong type.',
  },
  invalid_value: {
    az: 'Bu dəyər qəbul edilmir.',
    ru: 'Это значение не допускается.',
    en: 'This value is not allowed.',
  },
  invalid_format: {
    az: 'Dəyərin formatı yanlışdır.',
    ru: 'Неверный формат значения.',
    en: 'The value has the wrong format.',
  },
  too_small: { az: 'Dəyər çox kiçikdir.', ru: 'Значение слишком мало.', en: 'The value is too small.' },
  too_big: { az: 'Dəyər çox böyükdür.', ru: 'Значение слишком велико.', en: 'The value is too large.' },
  list_too_long: {
    az: 'Siyahıda olmalı olduğundan çox element var.',
    ru: 'В списке больше элементов, чем можно выбрать.',
    en: 'The list has more items than can be chosen.',
  },
  unrecognized_keys: {
    az: 'Naməlum sahə.',
    ru: 'Неизвестное поле.',
    en: 'Unknown field.',
  },
  email_invalid: {
    az: 'Düzgün e-poçt ünvanı yazın.',
    ru: 'Введите корректный адрес электронной почты.',
    en: 'Enter a valid email address.',
  },
  token_invalid: {
    az: 'Keçid düzgün deyil.',
    ru: 'Некорректная ссылка.',
    en: 'The link is not valid.',
  },
  email_taken: {
    az: 'Bu e-poçt ünvanı ilə artıq hesab var.',
    ru: 'Этот адрес уже зарегистрирован.',
    en: 'This email is already registered.',
  },
  password_too_short: {
    az: 'Şifrə ən azı 8 simvoldan ibarət olmalıdır.',
    ru: 'Пароль должен содержать не менее 8 символов.',
    en: 'The password must be at least 8 characters long.',
  },
  password_too_long: {
    az: 'Şifrə 128 simvoldan uzun ola bilməz.',
    ru: 'Пароль не может быть длиннее 128 символов.',
    en: 'The password cannot be longer than 128 characters.',
  },
  password_too_common: {
    az: 'Bu şifrə çox geniş yayılıb. Başqa şifrə seçin.',
    ru: 'Этот пароль слишком распространён. Выберите другой.',
    en: 'This password is too common. Choose another one.',
  },
  password_blank: {
    az: 'Şifrə yalnız boşluqlardan ibarət ola bilməz.',
    ru: 'Пароль не может состоять только из пробелов.',
    en: 'The password cannot be only spaces.',
  },
  password_contains_personal: {
    az: 'Şifrədə e-poçt ünvanınızın adı, adınız, soyadınız və ya «Oyna» sözü olmamalıdır: belə şifrəni asanlıqla tapmaq olar.',
    ru: 'Пароль не должен содержать имя из адреса почты, ваше имя, фамилию или слово «Oyna»: такой пароль легко подобрать.',
    en: 'The password must not contain the name part of your email, your first or last name, or the word “Oyna”: such a password is easy to guess.',
  },
  password_same_as_current: {
    az: 'Yeni şifrə indikindən fərqli olmalıdır.',
    ru: 'Новый пароль должен отличаться от текущего.',
    en: 'The new password must differ from the current one.',
  },
  current_password_incorrect: {
    az: 'Cari şifrə yanlışdır.',
    ru: 'Текущий пароль указан неверно.',
    en: 'The current password is incorrect.',
  },
  terms_not_accepted: {
    az: 'Qeydiyyatdan keçmək üçün istifadə şərtləri və məxfilik siyasəti ilə razılaşmalısınız.',
    ru: 'Для регистрации нужно принять условия использования и политику конфиденциальности.',
    en: 'To register, accept the terms of use and the privacy policy.',
  },
  amount_two_decimals: {
    az: 'Məbləğdə vergüldən sonra ən çoxu iki rəqəm ola bilər (məsələn, 12,50).',
    ru: 'В сумме может быть не больше двух знаков после запятой (например, 12,50).',
    en: 'The amount can have at most two decimals (for example 12.50).',
  },
  guest_name_length: {
    az: `Qonaq oyunçunun adı 1 ilə ${GUEST_NAME_MAX_LENGTH} simvol arasında olmalıdır.`,
    ru: `Имя игрока-гостя должно содержать от 1 до ${GUEST_NAME_MAX_LENGTH} символов.`,
    en: `The guest's name must be 1 to ${GUEST_NAME_MAX_LENGTH} characters long.`,
  },
  game_title_length: {
    az: 'Oyunun adı 3 ilə 80 simvol arasında olmalıdır.',
    ru: 'Название игры должно содержать от 3 до 80 символов.',
    en: 'The game title must be 3 to 80 characters long.',
  },
  game_duration_range: {
    az: 'Oyunun müddəti 30 ilə 240 dəqiqə arasında olmalıdır.',
    ru: 'Длительность игры должна быть от 30 до 240 минут.',
    en: 'The game must last 30 to 240 minutes.',
  },
  game_capacity_range: {
    az: 'Oyunçu sayı 2 ilə 50 arasında olmalıdır.',
    ru: 'Количество игроков должно быть от 2 до 50.',
    en: 'The number of players must be between 2 and 50.',
  },
  game_capacity_below_format: {
    az: 'Yerlərin sayı formatın iki tam komandasından az ola bilməz (məsələn, 7×7 üçün ən azı 14).',
    ru: 'Мест не может быть меньше двух полных составов формата (например, для 7×7 — не меньше 14).',
    en: 'There must be at least two full sides of places (for example at least 14 for 7×7).',
  },
  game_price_range: {
    az: `Qiymət oyunun növünə uyğun olmalıdır: adi ${prices.regular.min}-${prices.regular.max} ₼, premium ${prices.premium.min}-${prices.premium.max} ₼, turnir ${prices.tournament.min}-${prices.tournament.max} ₼.`,
    ru: `Цена должна соответствовать типу игры: обычная ${prices.regular.min}-${prices.regular.max} ₼, премиум ${prices.premium.min}-${prices.premium.max} ₼, турнир ${prices.tournament.min}-${prices.tournament.max} ₼.`,
    en: `The price must suit the kind of game: regular ${prices.regular.min}-${prices.regular.max} ₼, premium ${prices.premium.min}-${prices.premium.max} ₼, tournament ${prices.tournament.min}-${prices.tournament.max} ₼.`,
  },
  game_level_range: {
    az: 'Ən yüksək səviyyə ən aşağı səviyyədən aşağı ola bilməz.',
    ru: 'Максимальный уровень не может быть ниже минимального.',
    en: 'The highest level cannot be below the lowest level.',
  },
  game_starts_in_past: {
    az: 'Oyunun başlama vaxtı gələcəkdə olmalıdır.',
    ru: 'Время начала игры должно быть в будущем.',
    en: 'The game must start in the future.',
  },
  game_starts_too_far: {
    az: `Oyunu ən çoxu ${GAME_MAX_DAYS_AHEAD} gün qabağa planlaşdırmaq olar.`,
    ru: `Игру можно запланировать не более чем на ${GAME_MAX_DAYS_AHEAD} дней вперёд.`,
    en: `A game can be planned at most ${GAME_MAX_DAYS_AHEAD} days ahead.`,
  },
  game_registration_after_start: {
    az: 'Yazılma oyun başlamazdan əvvəl açılmalıdır.',
    ru: 'Запись должна открываться до начала игры.',
    en: 'Registration must open before the game starts.',
  },
  name_invalid: {
    az: 'Yalnız hərf, boşluq, defis və apostrof yazmaq olar.',
    ru: 'Допускаются только буквы, пробелы, дефисы и апострофы.',
    en: 'Use only letters, spaces, hyphens and apostrophes.',
  },
  name_too_long: {
    az: 'Ən çoxu 50 simvol yazmaq olar.',
    ru: 'Не более 50 символов.',
    en: 'At most 50 characters.',
  },
  fill_required: {
    az: 'Zəhmət olmasa, bütün məcburi sahələri doldurun.',
    ru: 'Пожалуйста, заполните все обязательные поля.',
    en: 'Please fill all required fields.',
  },
  phone_invalid: {
    az: 'Azərbaycan nömrəsi yazın, məsələn: +994 50 123 45 67.',
    ru: 'Введите азербайджанский номер, например: +994 50 123 45 67.',
    en: 'Enter an Azerbaijani phone number, for example +994 50 123 45 67.',
  },
  time_invalid: {
    az: 'Vaxtı SS:DD şəklində yazın, məsələn 23:00.',
    ru: 'Введите время в формате ЧЧ:ММ, например 23:00.',
    en: 'Enter a time as HH:MM, for example 23:00.',
  },
  date_invalid: {
    az: 'Tarixi düzgün yazın (İİİİ-AA-GG).',
    ru: 'Введите корректную дату (ГГГГ-ММ-ДД).',
    en: 'Enter a valid date (YYYY-MM-DD).',
  },
  age_range: {
    az: `Yaş ${age.min}-${age.max} arasında olmalıdır.`,
    ru: `Возраст должен быть от ${age.min} до ${age.max} ${pluralForm('ru', age.max, { one: 'года', few: 'лет', many: 'лет', other: 'года' })}.`,
    en: `Age must be between ${age.min}-${age.max} years.`,
  },
  height_range: {
    az: 'Boy 100-250 sm arasında olmalıdır.',
    ru: 'Рост должен быть от 100 до 250 см.',
    en: 'Height must be between 100-250 cm.',
  },
  weight_range: {
    az: 'Çəki 25-250 kq arasında olmalıdır.',
    ru: 'Вес должен быть от 25 до 250 кг.',
    en: 'Weight must be between 25-250 kg.',
  },
  shoe_size_range: {
    az: 'Ayaqqabı ölçüsü 30-50 arasında olmalıdır (yarım ölçülər də olar).',
    ru: 'Размер обуви должен быть от 30 до 50 (можно с половиной).',
    en: 'Shoe size must be between 30-50 (halves allowed).',
  },
  years_playing_range: {
    az: 'Oyun təcrübəsi 0-50 il arasında olmalıdır.',
    ru: 'Игровой стаж должен быть от 0 до 50 лет.',
    en: 'Years playing must be between 0-50.',
  },
  games_played_range: {
    az: 'Oyunların sayı 0-5000 arasında tam ədəd olmalıdır.',
    ru: 'Число игр должно быть целым, от 0 до 5000.',
    en: 'Games played must be a whole number between 0-5000.',
  },
  tournaments_range: {
    az: 'Turnirlərin sayı 0-1000 arasında tam ədəd olmalıdır.',
    ru: 'Число турниров должно быть целым, от 0 до 1000.',
    en: 'Tournaments must be a whole number between 0-1000.',
  },
  goals_scored_range: {
    az: 'Qolların sayı 0-10000 arasında tam ədəd olmalıdır.',
    ru: 'Число голов должно быть целым, от 0 до 10000.',
    en: 'Goals scored must be a whole number between 0-10000.',
  },
  text_too_long: {
    az: 'Ən çoxu 1000 simvol yazmaq olar.',
    ru: 'Не более 1000 символов.',
    en: 'At most 1000 characters.',
  },
  skill_range: {
    az: `Qiymətləndirmə ${SKILL_MIN}-${SKILL_MAX} arasında tam ədəd olmalıdır.`,
    ru: `Оценка должна быть целым числом от ${SKILL_MIN} до ${SKILL_MAX}.`,
    en: `The rating must be a whole number between ${SKILL_MIN}-${SKILL_MAX}.`,
  },
  jersey_range: {
    az: `Nömrə ${jersey.min}-${jersey.max} arasında olmalıdır.`,
    ru: `Номер должен быть от ${jersey.min} до ${jersey.max}.`,
    en: `Number must be between ${jersey.min}-${jersey.max}.`,
  },
  secondary_positions_max: {
    az: `Ən çoxu ${maxSecondary} əlavə mövqe seçmək olar.`,
    ru: `Можно выбрать не более ${maxSecondary} ${pluralForm('ru', maxSecondary, { one: 'дополнительной позиции', few: 'дополнительных позиций', many: 'дополнительных позиций', other: 'дополнительной позиции' })}.`,
    en: `Choose at most ${maxSecondary} secondary ${pluralForm('en', maxSecondary, { one: 'position', other: 'positions' })}.`,
  },
  secondary_includes_primary: {
    az: 'Əsas mövqe əlavə mövqelər arasında ola bilməz.',
    ru: 'Основная позиция не может быть среди дополнительных.',
    en: 'The primary position cannot also be a secondary one.',
  },
  duplicate_values: {
    az: 'Hər seçim yalnız bir dəfə ola bilər.',
    ru: 'Каждый вариант можно выбрать только один раз.',
    en: 'Each option can be chosen only once.',
  },
  telegram_username_invalid: {
    az: 'Yalnız hərf, rəqəm və _ istifadə edin.',
    ru: 'Используйте только буквы, цифры и _.',
    en: 'Use only letters, numbers and _.',
  },
  telegram_username_length: {
    az: 'Telegram istifadəçi adı 5-32 simvol olmalıdır.',
    ru: 'Имя пользователя Telegram должно содержать от 5 до 32 символов.',
    en: 'A Telegram username has 5-32 characters.',
  },
  consent_required: {
    az: 'Davam etmək üçün şəxsi məlumatlarınızın emalına razılıq verin.',
    ru: 'Чтобы продолжить, дайте согласие на обработку персональных данных.',
    en: 'To continue, agree to the processing of your personal data.',
  },
  step_invalid: {
    az: 'Belə addım yoxdur: 1-dən 6-ya qədər rəqəm olmalıdır.',
    ru: 'Такого шага нет: нужен номер от 1 до 6.',
    en: 'There is no such step: it must be a number from 1 to 6.',
  },
  step_not_finished: {
    az: 'Bu addım hələ tamamlanmayıb.',
    ru: 'Этот шаг ещё не пройден.',
    en: 'This step is not finished yet.',
  },
  consent_or_skip: {
    az: 'Bu addımda məlumatların emalına razılıq verin və ya addımı keçin.',
    ru: 'Дайте на этом шаге согласие на обработку данных или пропустите шаг.',
    en: 'Agree to data processing in this step, or skip it.',
  },
  amount_precision: {
    az: 'Məbləğ ən çoxu iki onluq rəqəmlə yazılır (qəpiyə qədər).',
    ru: 'Сумма указывается не более чем с двумя знаками после запятой (до гяпика).',
    en: 'An amount has at most two decimals (down to the qəpik).',
  },
  topup_too_small: {
    az: `Ən az ${topup.min} ₼ artıra bilərsiniz.`,
    ru: `Минимальная сумма пополнения — ${topup.min} ₼.`,
    en: `The smallest top-up is ${topup.min} ₼.`,
  },
  topup_too_big: {
    az: `Bir dəfəyə ən çoxu ${topup.max} ₼ artıra bilərsiniz.`,
    ru: `За один раз можно пополнить не более чем на ${topup.max} ₼.`,
    en: `The largest top-up is ${topup.max} ₼ at a time.`,
  },
  card_number_invalid: {
    az: 'Kart nömrəsini 12-19 rəqəmlə yazın.',
    ru: 'Введите номер карты из 12–19 цифр.',
    en: 'Enter a card number of 12 to 19 digits.',
  },
  amount_zero: {
    az: 'Məbləğ sıfır ola bilməz.',
    ru: 'Сумма не может быть нулевой.',
    en: 'The amount cannot be zero.',
  },
  text_invalid: {
    az: 'Mətndə saxlanıla bilməyən simvollar var.',
    ru: 'В тексте есть символы, которые нельзя сохранить.',
    en: 'The text contains characters that cannot be stored.',
  },
  search_length: {
    az: 'Axtarış üçün 2-100 simvol yazın.',
    ru: 'Для поиска введите от 2 до 100 символов.',
    en: 'Search with 2 to 100 characters.',
  },
  team_name_length: lengthBetweenMessage(
    { az: 'Komandanın adı', ru: 'Название команды', en: 'The team name' },
    TEAM_NAME_LENGTH,
  ),
  team_description_length: lengthAtMostMessage(
    { az: 'Təsvir', ru: 'Описание', en: 'The description' },
    TEAM_DESCRIPTION_MAX_LENGTH,
  ),
  team_message_length: lengthAtMostMessage(
    { az: 'Mesaj', ru: 'Сообщение', en: 'The message' },
    TEAM_MESSAGE_MAX_LENGTH,
  ),
  team_reason_length: {
    az: `Səbəbi yazın (ən çoxu ${TEAM_MESSAGE_MAX_LENGTH} simvol).`,
    ru: `Укажите причину (не более ${TEAM_MESSAGE_MAX_LENGTH} символов).`,
    en: `Give a reason (at most ${TEAM_MESSAGE_MAX_LENGTH} characters).`,
  },
  team_color_invalid: {
    az: 'Rəngi #1b5e20 formatında seçin.',
    ru: 'Выберите цвет в формате #1b5e20.',
    en: 'Choose a colour in the form #1b5e20.',
  },
  team_members_range: {
    az: `Üzvlərin sayı ${TEAM_MEMBERS.min}-${TEAM_MEMBERS.max} arasında tam ədəd olmalıdır.`,
    ru: `Число участников — целое число от ${TEAM_MEMBERS.min} до ${TEAM_MEMBERS.max}.`,
    en: `The number of members must be a whole number between ${TEAM_MEMBERS.min} and ${TEAM_MEMBERS.max}.`,
  },
  join_code_invalid: {
    az: 'Kod 8 hərf və rəqəmdən ibarətdir, məsələn K7M2QXPA.',
    ru: 'Код состоит из 8 букв и цифр, например K7M2QXPA.',
    en: 'A code has 8 letters and digits, for example K7M2QXPA.',
  },
  invite_token_invalid: {
    az: 'Keçid natamamdır. Onu kapitandan yenidən alın.',
    ru: 'Ссылка неполная. Получите её у капитана ещё раз.',
    en: 'The link is incomplete. Get it from the captain again.',
  },
  squad_too_large: {
    az: `Matç heyətində ən çoxu ${MAX_SQUAD_SIZE} oyunçu ola bilər.`,
    ru: `В составе на матч может быть не более ${MAX_SQUAD_SIZE} игроков.`,
    en: `A squad can have at most ${MAX_SQUAD_SIZE} players.`,
  },
  team_match_duration_range: {
    az: `Oyunun müddəti ${TEAM_MATCH_DURATION_MINUTES.min}-${TEAM_MATCH_DURATION_MINUTES.max} dəqiqə olmalıdır.`,
    ru: `Длительность матча — от ${TEAM_MATCH_DURATION_MINUTES.min} до ${TEAM_MATCH_DURATION_MINUTES.max} минут.`,
    en: `A match lasts ${TEAM_MATCH_DURATION_MINUTES.min} to ${TEAM_MATCH_DURATION_MINUTES.max} minutes.`,
  },
  formation_slot_invalid: {
    az: 'Mövqenin identifikatoru və ya koordinatları yanlışdır (0-1 arasında).',
    ru: 'Неверный идентификатор или координаты позиции (от 0 до 1).',
    en: 'The slot has an invalid id or coordinates (0 to 1).',
  },
  formation_name_length: lengthBetweenMessage(
    { az: 'Oyun sxeminin adı', ru: 'Название схемы', en: 'The formation name' },
    { min: 1, max: FORMATION_NAME_MAX_LENGTH },
  ),
  ...ADMIN_FIELD_MESSAGES,
  ...NOTIFICATION_FIELD_MESSAGES,
  ...COMPETITION_FIELD_MESSAGES,
  ...SERIES_FIELD_MESSAGES,
  ...TEAM_SLOT_FIELD_MESSAGES,
  ...ALERT_FIELD_MESSAGES,
  ...AREA_FIELD_MESSAGES,
} as const satisfies Record<string, Translated>;

export type FieldMessageKind = keyof typeof FIELD_MESSAGES;

export function fieldMessage(kind: string, language: Language): string {
  const known = (FIELD_MESSAGES as Record<string, Translated>)[kind];
  return (known ?? FIELD_MESSAGES.invalid_value)[language];
}
