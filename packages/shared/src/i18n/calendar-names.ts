import type { Language } from './languages.js';

/**
 * The names a date is written with, by hand in every language: several browsers (Chromium builds
 * with a reduced ICU among them) claim `az` but format it with the root locale ("2026 M11 22"),
 * and notifications are written on the server, where the same can happen.
 */
/** Months as a date is written: Azerbaijani in the nominative, Russian in the genitive ("28 ноября"). */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  az: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avqust',
    'sentyabr',
    'oktyabr',
    'noyabr',
    'dekabr',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Week days from Sunday, as `Date#getUTCDay` counts them. */
export const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  az: ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'],
  ru: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
