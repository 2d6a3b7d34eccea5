import type { Translated } from '../i18n/languages.js';

/** Error codes of the money desk (refunds, payment re-checks), kept beside the main catalogue, which spreads them in. */
export const MONEY_ERROR_CATALOGUE = {
  booking_not_found: {
    az: 'Belə yazılış tapılmadı.',
    ru: 'Такая запись на игру не найдена.',
    en: 'This booking was not found.',
  },
  booking_not_paid: {
    az: 'Bu yazılış üçün ödəniş alınmayıb, qaytarılacaq pul yoxdur.',
    ru: 'За эту запись не платили: возвращать нечего.',
    en: 'This booking was not paid for, so there is nothing to refund.',
  },
  booking_still_active: {
    az: 'Oyunçu hələ bu oyuna yazılıdır və oyun başlamayıb. Oyunçu oyundan çıxanda və ya oyun ləğv ediləndə pul qaydaya görə qaytarılır.',
    ru: 'Игрок ещё записан на эту игру, и она не началась. При выходе из игры или её отмене деньги возвращаются по правилам.',
    en: 'The player is still booked into this game and it has not started. Leaving or a cancellation refunds by the rules.',
  },
  booking_already_refunded: {
    az: 'Bu yazılışın pulu artıq balansa qaytarılıb.',
    ru: 'Деньги за эту запись уже возвращены на баланс.',
    en: 'This booking has already been refunded to the balance.',
  },
} as const satisfies Record<string, Translated>;
