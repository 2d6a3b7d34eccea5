import { ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES } from '../domain/account-deletion.js';
import type { Translated } from '../i18n/languages.js';

const minutes = ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES;

/**
 * Error codes of deleting an account (decision 91), merged in `area-messages.ts`. Each refusal says
 * what stands in the way and how to clear it; `{{count}}` follows a colon, so no plural form is needed.
 */
export const ACCOUNT_DELETION_ERROR_CATALOGUE = {
  account_deletion_upcoming_bookings: {
    az: 'Qarşıdakı oyunlara yazılmısınız və ya həftəlik oyunlarda daimi oyunçusunuz: {{count}}. Hesabı silməzdən əvvəl "Oyunlarım" bölməsində onlardan çıxın; pul adi qaydalarla qaytarılır.',
    ru: 'Вы записаны на предстоящие игры или вы постоянный игрок еженедельных игр: {{count}}. Перед удалением аккаунта выйдите из них в разделе «Мои игры»; деньги вернутся по обычным правилам.',
    en: 'You are booked in upcoming games or are a regular of weekly games: {{count}}. Leave them in My games before deleting the account; refunds follow the usual rules.',
  },
  account_deletion_wallet_balance: {
    az: 'Balansınızda {{amount}} var. Dəstək xidmətindən pulun qaytarılmasını istəyin və ya ondan açıq şəkildə imtina etdiyinizi qeyd edin.',
    ru: 'На вашем балансе {{amount}}. Попросите службу поддержки выплатить деньги или явно отметьте, что отказываетесь от них.',
    en: 'Your balance holds {{amount}}. Ask support to pay it out, or tick that you give it up.',
  },
  account_deletion_team_captain: {
    az: 'Başqa üzvləri olan komandanın kapitanısınız: {{names}}. Əvvəlcə kapitanlığı başqa üzvə verin.',
    ru: 'Вы капитан команды, в которой есть другие участники: {{names}}. Сначала передайте капитанство другому участнику.',
    en: 'You captain a team with other members: {{names}}. Hand the captaincy to another member first.',
  },
  account_deletion_organizes_games: {
    az: 'Qarşıdakı oyunları siz təşkil edirsiniz: {{count}}. Əvvəlcə onları ləğv edin.',
    ru: 'Вы организуете предстоящие игры: {{count}}. Сначала отмените их.',
    en: 'You organize upcoming games: {{count}}. Cancel them first.',
  },
  account_deletion_organizes_series: {
    az: 'Davam edən həftəlik oyunlarınız var: {{count}}. Əvvəlcə onları bitirin.',
    ru: 'У вас есть действующие еженедельные игры: {{count}}. Сначала завершите их.',
    en: 'You run weekly games that are still going: {{count}}. End them first.',
  },
  account_deletion_runs_competitions: {
    az: 'Hələ bitməmiş turnirləri siz aparırsınız: {{names}}. Əvvəlcə onları başa çatdırın və ya ləğv edin.',
    ru: 'Вы проводите турниры, которые ещё не закончились: {{names}}. Сначала доведите их до конца или отмените.',
    en: 'You run competitions that have not finished: {{names}}. Finish or cancel them first.',
  },
  account_deletion_password_required: {
    az: 'Hesabı silmək üçün şifrənizi daxil edin.',
    ru: 'Чтобы удалить аккаунт, введите пароль.',
    en: 'Enter your password to delete the account.',
  },
  account_deletion_wrong_password: {
    az: 'Şifrə düz deyil. Hesab silinmədi.',
    ru: 'Неверный пароль. Аккаунт не удалён.',
    en: 'The password is not right. The account was not deleted.',
  },
  account_deletion_sign_in_again: {
    az: `Hesabı silmək üçün son ${minutes} dəqiqədə daxil olmalısınız. Çıxış edib yenidən daxil olun, sonra təkrar cəhd edin.`,
    ru: `Чтобы удалить аккаунт, нужно войти не раньше чем ${minutes} минут назад. Выйдите, войдите снова и повторите.`,
    en: `To delete the account you must have signed in within the last ${minutes} minutes. Log out, sign in again and try once more.`,
  },
  account_deletion_already_scheduled: {
    az: 'Bu hesabın silinməsi artıq planlaşdırılıb.',
    ru: 'Удаление этого аккаунта уже запланировано.',
    en: 'This account is already scheduled for deletion.',
  },
  account_erased: {
    az: 'Bu hesab artıq silinib.',
    ru: 'Этот аккаунт уже удалён.',
    en: 'This account has already been erased.',
  },
} as const satisfies Record<string, Translated>;
