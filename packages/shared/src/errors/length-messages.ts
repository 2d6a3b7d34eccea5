import type { Translated } from '../i18n/languages.js';

/**
 * The two messages of a text field whose length is out of range, one wording for every field:
 * `field` names it in each language as the message begins ("Komandanın adı", "Название команды",
 * "The team name").
 */

/** "<field> must be <min> to <max> characters long". */
export function lengthBetweenMessage(field: Translated, length: { min: number; max: number }): Translated {
  return {
    az: `${field.az} ${length.min}-${length.max} simvol olmalıdır.`,
    ru: `${field.ru} — от ${length.min} до ${length.max} символов.`,
    en: `${field.en} must be ${length.min} to ${length.max} characters long.`,
  };
}

/** "<field> can be at most <max> characters long". */
export function lengthAtMostMessage(field: Translated, max: number): Translated {
  return {
    az: `${field.az} ən çoxu ${max} simvol ola bilər.`,
    ru: `${field.ru} — не более ${max} символов.`,
    en: `${field.en} can be at most ${max} characters long.`,
  };
}
