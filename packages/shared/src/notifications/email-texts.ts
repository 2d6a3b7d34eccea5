import { EMAIL_VERIFICATION_DAYS, PASSWORD_RESET_MINUTES } from '../domain/account-email.js';
import type { Language, Translated } from '../i18n/languages.js';
import { pluralForm } from '../i18n/plural.js';

/** The words of an email around its message: written once for every email the platform sends. */
export interface EmailWords {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

const pick = (texts: Translated, language: Language) => texts[language];

const minutes = (language: Language, count: number) =>
  pluralForm(
    language,
    count,
    {
      az: { other: `${count} dəqiqə` },
      ru: {
        one: `${count} минуту`,
        few: `${count} минуты`,
        many: `${count} минут`,
        other: `${count} минуты`,
      },
      en: { one: `${count} minute`, other: `${count} minutes` },
    }[language],
  );

const days = (language: Language, count: number) =>
  pluralForm(
    language,
    count,
    {
      az: { other: `${count} gün` },
      ru: { one: `${count} день`, few: `${count} дня`, many: `${count} дней`, other: `${count} дня` },
      en: { one: `${count} day`, other: `${count} days` },
    }[language],
  );

/** The button of a notification email. */
export const openInOynaLabel = (language: Language) =>
  pick({ az: 'Oyna-da aç', ru: 'Открыть в Oyna', en: 'Open in Oyna' }, language);

/** The last line of a notification email: where its settings are changed. */
export const notificationEmailFooter = (language: Language, settingsUrl: string) =>
  pick(
    {
      az: `Bu məktub bildiriş seçimlərinizə görə göndərilib. Onları burada dəyişə bilərsiniz: ${settingsUrl}`,
      ru: `Это письмо отправлено согласно вашим настройкам уведомлений. Изменить их можно здесь: ${settingsUrl}`,
      en: `You get this email because of your notification settings. Change them here: ${settingsUrl}`,
    },
    language,
  );

const accountFooter = (language: Language) =>
  pick(
    {
      az: 'Bu məktub Oyna hesabınızın təhlükəsizliyi üçün göndərilib.',
      ru: 'Это письмо отправлено для безопасности вашего аккаунта Oyna.',
      en: 'This email was sent to keep your Oyna account safe.',
    },
    language,
  );

/** The first line of an account email: hello, by first name. */
const greeting = (language: Language, firstName: string) =>
  pick(
    { az: `Salam, ${firstName}!`, ru: `Здравствуйте, ${firstName}!`, en: `Hello ${firstName},` },
    language,
  );

export function passwordResetEmail(language: Language, firstName: string, url: string): EmailWords {
  const within = minutes(language, PASSWORD_RESET_MINUTES);
  return {
    title: pick({ az: 'Şifrənin bərpası', ru: 'Восстановление пароля', en: 'Reset your password' }, language),
    paragraphs: [
      greeting(language, firstName),
      pick(
        {
          az: `Oyna hesabınız üçün yeni şifrə istənildi. Keçid ${within} ərzində və bir dəfə işləyir.`,
          ru: `Для вашего аккаунта Oyna запрошен новый пароль. Ссылка действует ${within} и только один раз.`,
          en: `A new password was asked for your Oyna account. The link works for ${within}, once.`,
        },
        language,
      ),
      pick(
        {
          az: 'Bunu siz istəməmisinizsə, məktubu nəzərə almayın: şifrəniz dəyişməyəcək.',
          ru: 'Если это были не вы, просто проигнорируйте письмо: пароль не изменится.',
          en: 'If it was not you, ignore this email: your password stays as it is.',
        },
        language,
      ),
    ],
    action: {
      label: pick(
        { az: 'Yeni şifrə təyin et', ru: 'Задать новый пароль', en: 'Set a new password' },
        language,
      ),
      url,
    },
    footer: accountFooter(language),
  };
}

export function emailVerificationEmail(language: Language, firstName: string, url: string): EmailWords {
  const within = days(language, EMAIL_VERIFICATION_DAYS);
  return {
    title: pick(
      {
        az: 'E-poçt ünvanınızı təsdiqləyin',
        ru: 'Подтвердите адрес электронной почты',
        en: 'Confirm your email address',
      },
      language,
    ),
    paragraphs: [
      greeting(language, firstName),
      pick(
        {
          az: `Oyna-ya xoş gəlmisiniz. Bu ünvanın sizin olduğunu təsdiqləyin. Keçid ${within} ərzində işləyir.`,
          ru: `Добро пожаловать в Oyna. Подтвердите, что этот адрес ваш. Ссылка действует ${within}.`,
          en: `Welcome to Oyna. Confirm that this address is yours. The link works for ${within}.`,
        },
        language,
      ),
    ],
    action: {
      label: pick({ az: 'Ünvanı təsdiqlə', ru: 'Подтвердить адрес', en: 'Confirm my address' }, language),
      url,
    },
    footer: accountFooter(language),
  };
}

/** To the owner of an address someone tried to register again. */
export function registrationAttemptEmail(
  language: Language,
  firstName: string,
  urls: { login: string; forgotPassword: string },
): EmailWords {
  return {
    title: pick(
      {
        az: 'Ünvanınızla qeydiyyat cəhdi',
        ru: 'Попытка регистрации с вашим адресом',
        en: 'Someone tried to register with your address',
      },
      language,
    ),
    paragraphs: [
      greeting(language, firstName),
      pick(
        {
          az: 'Kimsə bu e-poçt ünvanı ilə Oyna-da yeni hesab açmaq istədi, amma bu ünvanla hesabınız artıq var.',
          ru: 'Кто-то попытался создать аккаунт Oyna с этим адресом, но аккаунт с ним у вас уже есть.',
          en: 'Someone tried to create an Oyna account with this address, but you already have one.',
        },
        language,
      ),
      pick(
        {
          az: `Bu siz idinizsə, daxil olun: ${urls.login}. Şifrəni unutmusunuzsa, onu bərpa edin: ${urls.forgotPassword}. Siz deyildinizsə, heç nə etməyin.`,
          ru: `Если это были вы, войдите: ${urls.login}. Если забыли пароль, восстановите его: ${urls.forgotPassword}. Если это были не вы, ничего делать не нужно.`,
          en: `If it was you, sign in: ${urls.login}. If you forgot your password, reset it: ${urls.forgotPassword}. If it was not you, there is nothing to do.`,
        },
        language,
      ),
    ],
    action: { label: pick({ az: 'Daxil ol', ru: 'Войти', en: 'Sign in' }, language), url: urls.login },
    footer: accountFooter(language),
  };
}

/** The `detail` of the answers that must read the same whether or not an address has an account. */
export const CHECK_EMAIL_ANSWERS = {
  registration: {
    az: 'Qeydiyyat qəbul edildi. E-poçtunuza məktub göndərdik: davam etmək üçün ona baxın.',
    ru: 'Регистрация принята. Мы отправили письмо на ваш адрес: загляните в почту, чтобы продолжить.',
    en: 'Registration received. We sent an email to your address: check it to continue.',
  },
  password_reset: {
    az: 'Bu ünvanla hesab varsa, ona yeni şifrə üçün keçid göndərdik. E-poçtunuzu yoxlayın.',
    ru: 'Если с этим адресом есть аккаунт, мы отправили на него ссылку для нового пароля. Проверьте почту.',
    en: 'If an account uses this address, we sent it a link to set a new password. Check your email.',
  },
} as const satisfies Record<string, Translated>;

/**
 * The same answers where the email was not sent (decision 50): kept in the development outbox, or
 * email is not set up at all. No screen says a link was sent when none was.
 */
export const UNSENT_EMAIL_ANSWERS = {
  captured: {
    registration: {
      az: 'Qeydiyyat qəbul edildi. Təsdiq məktubu göndərilmədi, çünki bu serverdə e-poçt qurulmayıb: onu tərtibat qutusunda oxuya bilərsiniz.',
      ru: 'Регистрация принята. Письмо для подтверждения не отправлено, потому что на этом сервере не настроена почта: его можно прочитать в ящике разработки.',
      en: 'Registration received. The confirmation email was not sent, as email is not set up on this server: read it in the development outbox.',
    },
    password_reset: {
      az: 'Bu ünvanla hesab varsa, yeni şifrə keçidi olan məktub hazırlandı, amma göndərilmədi, çünki bu serverdə e-poçt qurulmayıb: onu tərtibat qutusunda oxuya bilərsiniz.',
      ru: 'Если с этим адресом есть аккаунт, письмо со ссылкой для нового пароля готово, но не отправлено, потому что на этом сервере не настроена почта: его можно прочитать в ящике разработки.',
      en: 'If an account uses this address, the email with a link to set a new password is ready but was not sent, as email is not set up on this server: read it in the development outbox.',
    },
  },
  off: {
    registration: {
      az: 'Qeydiyyat qəbul edildi. Bu serverdə e-poçt qurulmayıb, ona görə təsdiq məktubu göndərilmədi.',
      ru: 'Регистрация принята. На этом сервере не настроена почта, поэтому письмо для подтверждения не отправлено.',
      en: 'Registration received. Email is not set up on this server, so no confirmation email was sent.',
    },
    password_reset: {
      az: 'Bu serverdə e-poçt qurulmayıb, ona görə yeni şifrə keçidi göndərilə bilmir. Saytın administratoruna müraciət edin.',
      ru: 'На этом сервере не настроена почта, поэтому ссылку для нового пароля отправить нельзя. Обратитесь к администратору сайта.',
      en: 'Email is not set up on this server, so no link to set a new password can be sent. Ask the site’s administrator.',
    },
  },
} as const satisfies Record<'captured' | 'off', Record<keyof typeof CHECK_EMAIL_ANSWERS, Translated>>;

/** What a request that emails a link answers, as this server's email goes: sent, captured or off. */
export function checkEmailAnswer(
  purpose: keyof typeof CHECK_EMAIL_ANSWERS,
  mode: 'sent' | 'captured' | 'off',
  language: Language,
): string {
  return mode === 'sent'
    ? CHECK_EMAIL_ANSWERS[purpose][language]
    : UNSENT_EMAIL_ANSWERS[mode][purpose][language];
}
