import type { Translated } from '../i18n/languages.js';

/** Error codes of connecting a fitness service (Strava), kept beside the main catalogue, which spreads them in. */
export const INTEGRATIONS_ERROR_CATALOGUE = {
  integration_not_configured: {
    az: 'Fitnes xidmətinə qoşulma hazırda mövcud deyil.',
    ru: 'Подключение фитнес-сервиса сейчас недоступно.',
    en: 'Connecting a fitness service is not available right now.',
  },
  strava_state_invalid: {
    az: 'Strava ilə qoşulma linki etibarsızdır və ya vaxtı keçib. Yenidən qoşulun.',
    ru: 'Ссылка подключения Strava недействительна или устарела. Подключитесь заново.',
    en: 'The Strava connection link is not valid or has expired. Connect again.',
  },
  strava_access_denied: {
    az: 'Strava-ya giriş icazəsi verilmədi. Qoşulmaq üçün fəaliyyətlərinizi oxumağa icazə verin.',
    ru: 'Доступ к Strava не предоставлен. Чтобы подключиться, разрешите чтение ваших тренировок.',
    en: 'Strava access was not granted. To connect, allow reading your activities.',
  },
  strava_authorization_failed: {
    az: 'Strava qoşulmanı təsdiqləmədi. Yenidən cəhd edin.',
    ru: 'Strava не подтвердила подключение. Попробуйте ещё раз.',
    en: 'Strava did not confirm the connection. Try again.',
  },
  strava_not_connected: {
    az: 'Strava hesabınız qoşulmayıb.',
    ru: 'Ваш аккаунт Strava не подключён.',
    en: 'Your Strava account is not connected.',
  },
  strava_reconnect_needed: {
    az: 'Strava qoşulması artıq etibarlı deyil. Strava-nı yenidən qoşun.',
    ru: 'Подключение Strava больше не действует. Подключите Strava заново.',
    en: 'The Strava connection is no longer valid. Connect Strava again.',
  },
  strava_unavailable: {
    az: 'Strava hazırda cavab vermir. Bir az sonra yenidən cəhd edin.',
    ru: 'Strava сейчас не отвечает. Попробуйте позже.',
    en: 'Strava is not answering right now. Try again later.',
  },
} as const satisfies Record<string, Translated>;
