import type { Translated } from '../i18n/languages.js';

/** Error codes of changing a weekly game (decision 79), spread into SERIES_ERROR_CATALOGUE. */
export const SERIES_CHANGE_ERROR_CATALOGUE = {
  series_date_skipped: {
    az: 'Buraxılmış tarixi köçürmək olmaz.',
    ru: 'Пропущенную дату нельзя перенести.',
    en: 'A skipped date cannot be moved.',
  },
  series_change_too_far: {
    az: 'Dəyişiklik dərc olunmuş tarixdən və ya dərc olunacaq ilk tarixdən başlaya bilər.',
    ru: 'Изменение может начаться с опубликованной даты или с первой даты, которая будет опубликована.',
    en: 'A change can start from a published date or from the next date to be published.',
  },
  series_change_empty: {
    az: 'Dəyişmək üçün heç nə seçilməyib.',
    ru: 'Не выбрано, что изменить.',
    en: 'Nothing to change was chosen.',
  },
} as const satisfies Record<string, Translated>;
