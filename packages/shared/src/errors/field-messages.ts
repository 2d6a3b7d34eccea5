import { GAME_PRICE_RANGES_AZN as prices } from '../domain/football.js';
import type { Language, Translated } from '../i18n/languages.js';

/**
 * Messages for a single invalid field, keyed by a validation issue kind.
 * The API uses them for `fields` in a 400; forms use them next to an input.
 */
export const FIELD_MESSAGES = {
  required: { az: 'Bu sahə mütləqdir.', ru: 'Это поле обязательно.', en: 'This field is required.' },
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
  email_taken: {
    az: 'Bu e-poçt artıq qeydiyyatdan keçib.',
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
  terms_not_accepted: {
    az: 'Qeydiyyatdan keçmək üçün istifadə şərtləri və məxfilik siyasəti ilə razılaşmalısınız.',
    ru: 'Для регистрации нужно принять условия использования и политику конфиденциальности.',
    en: 'To register, accept the terms of use and the privacy policy.',
  },
  amount_two_decimals: {
    az: 'Məbləğdə ən çoxu iki onluq rəqəm ola bilər (məsələn, 12.50).',
    ru: 'В сумме может быть не больше двух знаков после запятой (например, 12.50).',
    en: 'The amount can have at most two decimals (for example 12.50).',
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
    az: 'Yerlərin sayı formatın iki tam komandasından az ola bilməz (məsələn, 7x7 üçün ən azı 14).',
    ru: 'Мест не может быть меньше двух полных составов формата (например, для 7x7 — не меньше 14).',
    en: 'There must be at least two full sides of places (for example at least 14 for 7x7).',
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
  game_registration_after_start: {
    az: 'Qeydiyyat oyun başlamazdan əvvəl açılmalıdır.',
    ru: 'Регистрация должна открываться до начала игры.',
    en: 'Registration must open before the game starts.',
  },
  repeat_weeks_range: {
    az: 'Təkrar 1 ilə 12 həftə arasında ola bilər.',
    ru: 'Повторять можно от 1 до 12 недель.',
    en: 'A game can repeat for 1 to 12 weeks.',
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
  date_invalid: {
    az: 'Tarixi düzgün yazın (İİİİ-AA-GG).',
    ru: 'Введите корректную дату (ГГГГ-ММ-ДД).',
    en: 'Enter a valid date (YYYY-MM-DD).',
  },
  age_range: {
    az: 'Yaş 12-60 arasında olmalıdır.',
    ru: 'Возраст должен быть от 12 до 60 лет.',
    en: 'Age must be between 12-60 years.',
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
    az: 'Qiymətləndirmə 1-10 arasında tam ədəd olmalıdır.',
    ru: 'Оценка должна быть целым числом от 1 до 10.',
    en: 'The rating must be a whole number between 1-10.',
  },
  jersey_range: {
    az: 'Nömrə 1-99 arasında olmalıdır.',
    ru: 'Номер должен быть от 1 до 99.',
    en: 'Number must be between 1-99.',
  },
  secondary_positions_max: {
    az: 'Ən çoxu 3 əlavə mövqe seçmək olar.',
    ru: 'Можно выбрать не более 3 дополнительных позиций.',
    en: 'Choose at most 3 secondary positions.',
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
    az: 'Bu addımda məlumatların emalına razılıq verin və ya addımı ötürün.',
    ru: 'Дайте на этом шаге согласие на обработку данных или пропустите шаг.',
    en: 'Agree to data processing in this step, or skip it.',
  },
  amount_precision: {
    az: 'Məbləğ ən çoxu iki onluq rəqəmlə yazılır (qəpiyə qədər).',
    ru: 'Сумма указывается не более чем с двумя знаками после запятой (до копейки).',
    en: 'An amount has at most two decimals (down to the qəpik).',
  },
  topup_too_small: {
    az: 'Ən az 1 ₼ artıra bilərsiniz.',
    ru: 'Минимальная сумма пополнения — 1 ₼.',
    en: 'The smallest top-up is 1 ₼.',
  },
  topup_too_big: {
    az: 'Bir dəfəyə ən çoxu 500 ₼ artıra bilərsiniz.',
    ru: 'За один раз можно пополнить не более чем на 500 ₼.',
    en: 'The largest top-up is 500 ₼ at a time.',
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
} as const satisfies Record<string, Translated>;

export type FieldMessageKind = keyof typeof FIELD_MESSAGES;

export function fieldMessage(kind: string, language: Language): string {
  const known = (FIELD_MESSAGES as Record<string, Translated>)[kind];
  return (known ?? FIELD_MESSAGES.invalid_value)[language];
}
