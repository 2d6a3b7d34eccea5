import { PHONE_CODE_RULES } from '../domain/phone-codes.js';
import type { Translated } from '../i18n/languages.js';

const digits = PHONE_CODE_RULES.length;

/**
 * Error codes of the sign-ins other than the password's: a way of signing in this server does not
 * offer, and signing in with a phone number and confirming one (decision 82). Spread into the catalogue.
 */
export const SIGN_IN_ERROR_CATALOGUE = {
  provider_not_configured: {
    az: 'Bu giriş üsulu hazırda mövcud deyil.',
    ru: 'Этот способ входа сейчас недоступен.',
    en: 'This sign-in method is not available right now.',
  },
  phone_code_expired: {
    az: 'Kodun vaxtı bitib və ya o artıq istifadə olunub. Yeni kod istəyin.',
    ru: 'Срок действия кода истёк, или он уже использован. Запросите новый код.',
    en: 'The code has expired or was already used. Ask for a new one.',
  },
  phone_code_wrong: {
    az: 'Kod düz deyil. SMS-dəki rəqəmləri yoxlayıb yenidən yazın.',
    ru: 'Неверный код. Проверьте цифры из SMS и введите их снова.',
    en: 'That code is not right. Check the digits in the SMS and enter them again.',
  },
  phone_code_attempts_exceeded: {
    az: 'Bu kod üçün çox sayda yanlış cəhd oldu. Yeni kod istəyin.',
    ru: 'Слишком много неверных попыток для этого кода. Запросите новый код.',
    en: 'Too many wrong tries for this code. Ask for a new one.',
  },
  phone_code_resend_wait: {
    az: 'Kod artıq göndərilib. Yenisini bir azdan istəyə bilərsiniz.',
    ru: 'Код уже отправлен. Новый можно запросить чуть позже.',
    en: 'A code was just sent. You can ask for a new one shortly.',
  },
  phone_number_limit: {
    az: 'Bu nömrəyə çox sayda kod göndərilib. Sonra yenidən cəhd edin və ya başqa üsulla daxil olun.',
    ru: 'На этот номер отправлено слишком много кодов. Попробуйте позже или войдите другим способом.',
    en: 'Too many codes were sent to this number. Try again later or sign in another way.',
  },
  phone_codes_paused: {
    az: 'SMS ilə giriş bu gün müvəqqəti dayandırılıb. Başqa üsulla daxil olun və ya sonra yenidən cəhd edin.',
    ru: 'Вход по SMS сегодня временно приостановлен. Войдите другим способом или попробуйте позже.',
    en: 'Signing in by SMS is paused for today. Sign in another way or try again later.',
  },
  phone_sms_failed: {
    az: 'SMS göndərilə bilmədi. Bir az sonra yenidən cəhd edin.',
    ru: 'Не удалось отправить SMS. Попробуйте чуть позже.',
    en: 'The SMS could not be sent. Try again shortly.',
  },
  phone_taken: {
    az: 'Bu nömrə başqa hesabda artıq təsdiqlənib.',
    ru: 'Этот номер уже подтверждён в другом аккаунте.',
    en: 'This number is already confirmed on another account.',
  },
} as const satisfies Record<string, Translated>;

/** Field messages of the phone forms, spread into FIELD_MESSAGES. */
export const PHONE_FIELD_MESSAGES = {
  phone_not_mobile: {
    az: 'Azərbaycan mobil nömrəsi yazın, məsələn: 055 123 45 67.',
    ru: 'Введите азербайджанский мобильный номер, например: 055 123 45 67.',
    en: 'Enter an Azerbaijani mobile number, for example 055 123 45 67.',
  },
  phone_code_format: {
    az: `SMS-dəki ${digits} rəqəmli kodu yazın.`,
    ru: `Введите ${digits}-значный код из SMS.`,
    en: `Enter the ${digits}-digit code from the SMS.`,
  },
} as const satisfies Record<string, Translated>;
