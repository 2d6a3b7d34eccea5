import type { Translated } from '../i18n/languages.js';

/** Error codes of the WhatsApp channel (decision 88), spread into the main catalogue. */
export const WHATSAPP_ERROR_CATALOGUE = {
  whatsapp_not_configured: {
    az: 'WhatsApp bildirişləri bu serverdə qoşulmayıb.',
    ru: 'Уведомления в WhatsApp на этом сервере не подключены.',
    en: 'WhatsApp notifications are not set up on this server.',
  },
  whatsapp_phone_required: {
    az: 'WhatsApp mesajları üçün profilinizdə təsdiqlənmiş telefon nömrəsi olmalıdır.',
    ru: 'Для сообщений в WhatsApp в профиле нужен подтверждённый номер телефона.',
    en: 'WhatsApp messages need a confirmed phone number in your profile.',
  },
  whatsapp_wording_outdated: {
    az: 'Razılıq mətni dəyişib. Səhifəni yeniləyin və yeni mətni oxuyun.',
    ru: 'Текст согласия изменился. Обновите страницу и прочитайте новый текст.',
    en: 'The consent text has changed. Reload the page and read the new text.',
  },
  whatsapp_signature_invalid: {
    az: 'WhatsApp sorğusunun imzası yanlışdır.',
    ru: 'Неверная подпись запроса WhatsApp.',
    en: 'The signature of the WhatsApp request is not valid.',
  },
} as const satisfies Record<string, Translated>;
