import type { Translated } from '../i18n/languages.js';

/** Error codes of changing a weekly game (decisions 79 and 81), spread into SERIES_ERROR_CATALOGUE. */
export const SERIES_CHANGE_ERROR_CATALOGUE = {
  series_date_skipped: {
    az: 'Buraxılmış tarixi köçürmək olmaz.',
    ru: 'Пропущенную дату нельзя перенести.',
    en: 'A skipped date cannot be moved.',
  },
  series_change_after_end: {
    az: 'Dəyişiklik həftəlik oyunun bitmə tarixindən sonra başlaya bilməz.',
    ru: 'Изменение не может начаться позже даты окончания еженедельной игры.',
    en: 'A change cannot start after the weekly game’s end date.',
  },
  series_planned_change_not_found: {
    az: 'Bu tarixdən planlaşdırılmış dəyişiklik yoxdur.',
    ru: 'Запланированного изменения с этой даты нет.',
    en: 'There is no planned change from this date.',
  },
  series_change_empty: {
    az: 'Dəyişmək üçün heç nə seçilməyib.',
    ru: 'Не выбрано, что изменить.',
    en: 'Nothing to change was chosen.',
  },
} as const satisfies Record<string, Translated>;
