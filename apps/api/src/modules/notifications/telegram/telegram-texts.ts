import { type Translated, translator } from '@oyna/shared';

/**
 * What the bot writes itself (replies in the chat, buttons), its commands and inline cards (decision
 * 84), in each language.
 */
export const TELEGRAM_TEXTS = {
  open: { az: 'Aç', ru: 'Открыть', en: 'Open' },
  linked: {
    az: 'Hazırdır: Oyna bildirişləri artıq bu çata gələcək. Hansı bildirişlərin gələcəyini parametrlərdə seçə bilərsiniz.',
    ru: 'Готово: уведомления Oyna теперь будут приходить в этот чат. Какие именно, можно выбрать в настройках.',
    en: 'Done: Oyna notifications will now come to this chat. Choose which ones in the settings.',
  },
  link_invalid: {
    az: 'Bu link etibarsızdır və ya vaxtı keçib. Oyna-da parametrlərə keçin və Telegram-ı yenidən qoşun.',
    ru: 'Эта ссылка недействительна или устарела. Откройте настройки в Oyna и подключите Telegram заново.',
    en: 'This link is not valid or has expired. Open the settings in Oyna and connect Telegram again.',
  },
  how_to_link: {
    az: 'Bildirişləri bu çatda almaq üçün Oyna-da parametrlərin «Bildirişlər» bölməsində Telegram-ı qoşun.',
    ru: 'Чтобы получать уведомления в этом чате, подключите Telegram в разделе «Уведомления» настроек Oyna.',
    en: 'To get notifications in this chat, connect Telegram in the Notifications section of the Oyna settings.',
  },
  give_up_place: { az: 'Yerimi boşalt', ru: 'Освободить место', en: 'Give up my place' },
  confirm_give_up: {
    az: 'Bu oyundakı yerinizi boşaldırsınız? Oyuna az qalmış pul yalnız yerinizi növbədəki oyunçu tutsa qaytarılır.',
    ru: 'Освободить ваше место в этой игре? Незадолго до начала деньги возвращаются, только если место займёт игрок из очереди.',
    en: 'Give up your place in this game? Close to kick-off, the payment comes back only if a player from the waitlist takes the place.',
  },
  confirm_give_up_button: {
    az: 'Bəli, yerimi boşalt',
    ru: 'Да, освободить место',
    en: 'Yes, give up my place',
  },
  place_given_up: {
    az: 'Yeriniz boşaldıldı.',
    ru: 'Ваше место освобождено.',
    en: 'Your place is given up.',
  },
  refunded: {
    az: 'Balansınıza qaytarıldı: {{amount}}.',
    ru: 'Возвращено на баланс: {{amount}}.',
    en: 'Back on your balance: {{amount}}.',
  },
  slot_coming: { az: 'Gəlirəm', ru: 'Приду', en: 'Coming' },
  slot_not_coming: { az: 'Gəlmirəm', ru: 'Не приду', en: 'Not coming' },
  slot_maybe: { az: 'Bəlkə', ru: 'Может быть', en: 'Maybe' },
  slot_answered: {
    az: 'Cavabınız qeyd olundu: {{answer}}.',
    ru: 'Ваш ответ сохранён: {{answer}}.',
    en: 'Your answer is saved: {{answer}}.',
  },
  welcome: {
    az: 'Salam! Oyna ilə Bakıda futbol oyunu tapın, oyuna yazılın və balansdan ödəyin. Oyna-nı açmaq üçün aşağıdakı düyməni basın; əmrlərin siyahısı: /help.',
    ru: 'Здравствуйте! В Oyna можно найти игру в футбол в Баку, записаться на неё и оплатить с баланса. Чтобы открыть Oyna, нажмите кнопку ниже; список команд: /help.',
    en: 'Hello! With Oyna you find football games in Baku, book a place and pay from your balance. Press the button below to open Oyna; the commands: /help.',
  },
  open_oyna: { az: 'Oyna-nı aç', ru: 'Открыть Oyna', en: 'Open Oyna' },
  open_in_oyna: { az: 'Oyna-da aç', ru: 'Открыть в Oyna', en: 'Open in Oyna' },
  link_first: {
    az: 'Əvvəlcə Telegram-ı Oyna hesabınıza qoşun: Oyna-da parametrlərin «Bildirişlər» bölməsində Telegram-ı qoşun, açılan link sizi bura qaytaracaq.',
    ru: 'Сначала подключите Telegram к аккаунту Oyna: в разделе «Уведомления» настроек Oyna подключите Telegram, и ссылка вернёт вас сюда.',
    en: 'First connect Telegram to your Oyna account: connect Telegram in the Notifications section of the Oyna settings, and the link brings you back here.',
  },
  games_title: {
    az: 'Sizə uyğun yaxın oyunlar (rayonlarınız və səviyyəniz üzrə):',
    ru: 'Ближайшие игры для вас (по вашим районам и уровню):',
    en: 'Next games for you (your districts and level):',
  },
  games_none: {
    az: 'Hazırda sizə uyğun boş yeri olan oyun yoxdur. Bütün oyunlara Oyna-da baxın.',
    ru: 'Сейчас нет подходящих игр со свободными местами. Все игры можно посмотреть в Oyna.',
    en: 'No games with free places for you right now. See all games in Oyna.',
  },
  book: { az: 'Yazıl', ru: 'Записаться', en: 'Book' },
  places_left: { az: 'Boş yer: {{count}}', ru: 'Свободных мест: {{count}}', en: 'Places left: {{count}}' },
  price: { az: 'Qiymət: {{price}}', ru: 'Цена: {{price}}', en: 'Price: {{price}}' },
  price_free: { az: 'Pulsuz', ru: 'Бесплатно', en: 'Free' },
  booked: { az: 'Oyuna yazıldınız.', ru: 'Вы записаны на игру.', en: 'You are booked.' },
  paid_from_balance: {
    az: 'Balansdan ödənildi: {{price}}. Balans: {{balance}}.',
    ru: 'Оплачено с баланса: {{price}}. Баланс: {{balance}}.',
    en: 'Paid from your balance: {{price}}. Balance: {{balance}}.',
  },
  held: {
    az: 'Balansınızda {{amount}} çatmır. Yerinizi {{minutes}} dəqiqə saxlayırıq: Oyna-da balansı artırın, pul daxil olan kimi yer təsdiqlənir.',
    ru: 'На балансе не хватает {{amount}}. Мы зарезервируем место на {{minutes}} мин: пополните баланс в Oyna, и как только деньги поступят, место подтвердится.',
    en: 'Your balance is {{amount}} short. We hold your place for {{minutes}} minutes: top up in Oyna, and the place is confirmed as soon as the money arrives.',
  },
  waitlisted: {
    az: 'Boş yer qalmayıb: növbəyə yazıldınız. Növbədəki yeriniz: {{position}}.',
    ru: 'Свободных мест нет: вы записаны в очередь. Ваше место в очереди: {{position}}.',
    en: 'No places left: you are on the waitlist. Your position: {{position}}.',
  },
  my_games_title: { az: 'Növbəti oyunlarınız:', ru: 'Ваши ближайшие игры:', en: 'Your next games:' },
  my_games_none: {
    az: 'Qarşıda oyununuz yoxdur. Oyun tapmaq üçün: /games.',
    ru: 'У вас нет предстоящих игр. Найти игру: /games.',
    en: 'You have no upcoming games. Find one: /games.',
  },
  status_confirmed: { az: 'Yeriniz var', ru: 'Вы записаны', en: 'You are in' },
  status_pending_payment: {
    az: 'Yer ödənişədək saxlanılır',
    ru: 'Место зарезервировано до оплаты',
    en: 'Place held until paid',
  },
  status_waitlisted: {
    az: 'Növbədəki yeriniz: {{position}}',
    ru: 'Ваше место в очереди: {{position}}',
    en: 'Waitlist position: {{position}}',
  },
  balance: { az: 'Balans: {{amount}}', ru: 'Баланс: {{amount}}', en: 'Balance: {{amount}}' },
  tier: { az: 'Status: {{tier}}', ru: 'Статус: «{{tier}}»', en: 'Status: {{tier}}' },
  games_to_next_tier: {
    az: '{{tier}} statusuna qalan oyun: {{count}}',
    ru: 'Игр до статуса «{{tier}}»: {{count}}',
    en: 'Games to {{tier}}: {{count}}',
  },
  tier_bronze: { az: 'Bürünc', ru: 'Бронза', en: 'Bronze' },
  tier_silver: { az: 'Gümüş', ru: 'Серебро', en: 'Silver' },
  tier_gold: { az: 'Qızıl', ru: 'Золото', en: 'Gold' },
  tier_platinum: { az: 'Platin', ru: 'Платина', en: 'Platinum' },
  help_title: {
    az: 'Oyna botu bunları bacarır:',
    ru: 'Что умеет бот Oyna:',
    en: 'What the Oyna bot does:',
  },
  help_inline: {
    az: 'Oyunu istənilən çata göndərmək üçün mesaj sahəsində @{{bot}} yazın və oyunu seçin.',
    ru: 'Чтобы отправить игру в любой чат, наберите в поле сообщения @{{bot}} и выберите игру.',
    en: 'To share a game into any chat, type @{{bot}} in the message field and pick the game.',
  },
  command_start: { az: 'Oyna-nı aç', ru: 'Открыть Oyna', en: 'Open Oyna' },
  command_games: {
    az: 'Boş yeri olan yaxın oyunlar',
    ru: 'Ближайшие игры со свободными местами',
    en: 'Next games with free places',
  },
  command_mygames: { az: 'Növbəti oyunlarım', ru: 'Мои ближайшие игры', en: 'My next games' },
  command_balance: { az: 'Balans və status', ru: 'Баланс и статус', en: 'Balance and status' },
  command_help: { az: 'Kömək', ru: 'Помощь', en: 'Help' },
  inline_mine: { az: 'Sizin oyununuz', ru: 'Ваша игра', en: 'Your game' },
} as const satisfies Record<string, Translated>;

export type TelegramText = keyof typeof TELEGRAM_TEXTS;

/** A Telegram text in a language, with `{{name}}` placeholders filled from `params`. */
export const telegramText = translator(TELEGRAM_TEXTS);
