import type { Language } from '@oyna/shared';

/** The Intl locale used for numbers and dates in each interface language. */
export const INTL_LOCALES: Record<Language, string> = { az: 'az-AZ', ru: 'ru-RU', en: 'en-GB' };

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
}

/** Manat with the ₼ sign in every language: `12,50 ₼` (az, ru), `₼12.50` (en). */
export function formatManat(amount: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency: 'AZN',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}
