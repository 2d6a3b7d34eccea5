import type { Translated } from '../i18n/languages.js';

/** Error codes of help and support (decision 96), spread into the main catalogue. */
export const SUPPORT_ERRORS = {
  support_request_not_found: {
    az: 'Müraciət tapılmadı.',
    ru: 'Обращение не найдено.',
    en: 'The request was not found.',
  },
  support_context_not_found: {
    az: 'Əlavə etdiyiniz ödəniş, əməliyyat və ya oyun tapılmadı.',
    ru: 'Прикреплённый платёж, операция или игра не найдены.',
    en: 'The payment, transaction or game you attached was not found.',
  },
  support_request_limit: {
    az: 'Qısa müddətdə çox müraciət göndərdiniz: {{seconds}} saniyədən sonra yenidən cəhd edin və ya açıq müraciətinizə yazın.',
    ru: 'Слишком много обращений за короткое время: попробуйте через {{seconds}} с или напишите в открытое обращение.',
    en: 'Too many requests in a short time: try again in {{seconds}} seconds, or write in your open request.',
  },
} as const satisfies Record<string, Translated>;
