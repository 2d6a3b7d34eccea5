import type { Translated } from '../i18n/languages.js';

/**
 * Error codes of running the platform (users, venues, the money desk, referees, restrictions),
 * kept beside the main catalogue, which spreads them in.
 */
export const ADMIN_ERROR_CATALOGUE = {
  account_blocked: {
    az: 'Hesabınız bloklanıb. Ətraflı məlumat üçün Oyna dəstək xidmətinə yazın.',
    ru: 'Ваш аккаунт заблокирован. Подробности можно узнать в поддержке Oyna.',
    en: 'Your account has been blocked. Contact Oyna support for details.',
  },
  last_admin: {
    az: 'Platformada ən azı bir aktiv administrator qalmalıdır.',
    ru: 'На платформе должен остаться хотя бы один активный администратор.',
    en: 'At least one active admin must remain on the platform.',
  },
  cannot_block_yourself: {
    az: 'Öz hesabınızı bloklaya bilməzsiniz.',
    ru: 'Нельзя заблокировать собственный аккаунт.',
    en: 'You cannot block your own account.',
  },
  venue_inactive: {
    az: 'Bu meydança artıq fəaliyyət göstərmir. Başqa meydança seçin.',
    ru: 'Эта площадка больше не работает. Выберите другую.',
    en: 'This venue is no longer active. Choose another venue.',
  },
  venue_has_upcoming_games: {
    az: 'Bu meydançada {{count}} qarşıdakı oyun var. Onları ləğv etmək, yoxsa saxlamaq lazım olduğunu seçin.',
    ru: 'На этой площадке предстоящих игр: {{count}}. Выберите, отменить их или оставить.',
    en: 'This venue has {{count}} upcoming games. Choose whether to cancel or keep them.',
  },
  venue_photos_full: {
    az: 'Meydançanın şəkillərinin sayı həddə çatıb. Əvvəlcə birini silin.',
    ru: 'У площадки уже максимальное число фото. Сначала удалите одно.',
    en: 'This venue already has the most photos allowed. Remove one first.',
  },
  venue_photo_not_found: {
    az: 'Belə şəkil tapılmadı.',
    ru: 'Такое фото не найдено.',
    en: 'This photo was not found.',
  },
  booking_blocked: {
    az: 'Oyuna gəlməmələrə görə {{until}} tarixinədək yeni oyunlara yazıla bilməzsiniz.',
    ru: 'Из-за неявок на игры новые записи закрыты до {{until}}.',
    en: 'Because of recent no-shows you cannot book new games until {{until}}.',
  },
  cash_booking_restricted: {
    az: 'Oyuna gəlməmələrə görə {{until}} tarixinədək yalnız balansdan əvvəlcədən ödəyə bilərsiniz. Nağd ödəniş mümkün deyil.',
    ru: 'Из-за неявок до {{until}} можно платить только заранее с баланса. Оплата наличными недоступна.',
    en: 'Because of recent no-shows you can only pay in advance from your balance until {{until}}. Cash is not available.',
  },
  restriction_not_found: {
    az: 'Belə məhdudiyyət tapılmadı.',
    ru: 'Такое ограничение не найдено.',
    en: 'This restriction was not found.',
  },
  restriction_already_lifted: {
    az: 'Bu məhdudiyyət artıq götürülüb.',
    ru: 'Это ограничение уже снято.',
    en: 'This restriction has already been lifted.',
  },
  game_has_no_referee: {
    az: 'Bu oyunda hakim nəzərdə tutulmayıb. Əvvəlcə oyunun parametrlərində hakimi aktiv edin.',
    ru: 'В этой игре судья не предусмотрен. Сначала включите судью в настройках игры.',
    en: 'This game has no referee. Turn the referee on in the game settings first.',
  },
  user_not_referee: {
    az: 'Bu istifadəçi hakim deyil.',
    ru: 'Этот пользователь не судья.',
    en: 'This user is not a referee.',
  },
  not_game_referee: {
    az: 'Siz bu oyunun hakimi deyilsiniz.',
    ru: 'Вы не судья этой игры.',
    en: 'You are not the referee of this game.',
  },
} as const satisfies Record<string, Translated>;
