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
} as const satisfies Record<string, Translated>;

export type FieldMessageKind = keyof typeof FIELD_MESSAGES;

export function fieldMessage(kind: string, language: Language): string {
  const known = (FIELD_MESSAGES as Record<string, Translated>)[kind];
  return (known ?? FIELD_MESSAGES.invalid_value)[language];
}
