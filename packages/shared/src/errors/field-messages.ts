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
} as const satisfies Record<string, Translated>;

export type FieldMessageKind = keyof typeof FIELD_MESSAGES;

export function fieldMessage(kind: string, language: Language): string {
  const known = (FIELD_MESSAGES as Record<string, Translated>)[kind];
  return (known ?? FIELD_MESSAGES.invalid_value)[language];
}
