import type { NotificationKind } from '../domain/notifications.js';
import { formatQepik } from '../domain/number-format.js';
import type { Language } from '../i18n/languages.js';
import { pluralForm } from '../i18n/plural.js';
import { formatNotificationClock, formatNotificationDateTime } from './notification-dates.js';
import type { GameMention, NotificationDraft, NotificationPayloads } from './notification-payloads.js';
import { FEATURE_TEMPLATES } from './feature-templates.js';

/** A notification written out for one reader: what the centre, an email, a chat or a push shows. */
export interface RenderedNotification {
  title: string;
  body: string;
  /** The page it is about, a path of the web app. */
  link: string;
  /** A short text for SMS (urgent kinds only), one UCS-2 segment where it can be. */
  sms: string;
}

type Texts = Record<Language, string>;

/** Every date of a notification through the one formatter (notification-dates.ts). */
export const formatKickOff = formatNotificationDateTime;
const formatClock = (iso: string, _language: Language) => formatNotificationClock(iso);

/** Money in a notification's text, through the one formatter: `50,00 ₼` (az, ru), `50.00 ₼` (en). */
const manat = (qepik: number, language: Language) => formatQepik(qepik, language);

const gameLink = (game: GameMention) => `/games/${game.game_id}`;
const at = (game: GameMention, language: Language) =>
  `${game.venue}, ${formatKickOff(game.starts_at, language)}`;

type Template<K extends NotificationKind> = (
  payload: NotificationPayloads[K],
  language: Language,
) => { title: Texts; body: Texts; link: string; sms?: Texts };

const TEMPLATES: { [K in NotificationKind]: Template<K> } = {
  ...FEATURE_TEMPLATES,
  waitlist_promoted: (p, l) => ({
    title: {
      az: 'Növbədən oyuna keçdiniz',
      ru: 'Вы в игре: освободилось место',
      en: "You're in: a place opened up",
    },
    body: {
      az: `«${p.title}» oyununda yer boşaldı və sizə verildi (${at(p, l)}).${p.charged_qepik > 0 ? ` Balansınızdan ${manat(p.charged_qepik, 'az')} tutuldu.` : ''}`,
      ru: `В игре «${p.title}» освободилось место, оно ваше (${at(p, l)}).${p.charged_qepik > 0 ? ` С баланса списано ${manat(p.charged_qepik, 'ru')}.` : ''}`,
      en: `A place opened up in "${p.title}" and it is yours (${at(p, l)}).${p.charged_qepik > 0 ? ` ${manat(p.charged_qepik, 'en')} was taken from your balance.` : ''}`,
    },
    link: gameLink(p),
    sms: {
      az: `Oyna: ${formatKickOff(p.starts_at, l)} oyununda yer sizindir.`,
      ru: `Oyna: вы в игре ${formatKickOff(p.starts_at, l)}.`,
      en: `Oyna: you're in the game on ${formatKickOff(p.starts_at, l)}.`,
    },
  }),
  waitlist_place_held: (p, l) => ({
    title: { az: 'Sizə yer saxlanılır', ru: 'Для вас зарезервировано место', en: 'A place is held for you' },
    body: {
      az: `«${p.title}» oyununda yer boşaldı (${at(p, l)}). Yer sizin üçün saxlanılır, son vaxt: ${formatClock(p.hold_expires_at, l)}. Balansı ${manat(p.top_up_qepik, 'az')} artırın və yer sizin olsun.`,
      ru: `В игре «${p.title}» освободилось место (${at(p, l)}). Резерв действует до ${formatClock(p.hold_expires_at, l)}: пополните баланс на ${manat(p.top_up_qepik, 'ru')}, и место ваше.`,
      en: `A place opened up in "${p.title}" (${at(p, l)}). It is held until ${formatClock(p.hold_expires_at, l)}: top up ${manat(p.top_up_qepik, 'en')} and it is yours.`,
    },
    link: gameLink(p),
    sms: {
      az: `Oyna: yer saxlanılır, son vaxt: ${formatClock(p.hold_expires_at, l)}. Balansı artırın.`,
      ru: `Oyna: место в резерве до ${formatClock(p.hold_expires_at, l)}. Пополните баланс.`,
      en: `Oyna: a place is held until ${formatClock(p.hold_expires_at, l)}. Top up to keep it.`,
    },
  }),
  hold_expiring: (p, l) => ({
    title: {
      az: 'Saxlanılan yer tezliklə boşalacaq',
      ru: 'Резерв скоро закончится',
      en: 'Your held place runs out soon',
    },
    body: {
      az: `«${p.title}» oyunundakı yeriniz saxlanılır, son vaxt: ${formatClock(p.hold_expires_at, l)}. Balansı artırmasanız, yer növbədəki oyunçuya keçəcək.`,
      ru: `Ваше место в игре «${p.title}» зарезервировано до ${formatClock(p.hold_expires_at, l)}. Если не пополнить баланс, оно перейдёт следующему в очереди.`,
      en: `Your place in "${p.title}" is held until ${formatClock(p.hold_expires_at, l)}. Without a top-up it goes to the next player in the waitlist.`,
    },
    link: gameLink(p),
  }),
  game_cancelled: (p, l) => ({
    title: { az: 'Oyun ləğv edildi', ru: 'Игра отменена', en: 'Game cancelled' },
    body: {
      az: `Təşkilatçı «${p.title}» oyununu ləğv etdi (${at(p, l)}).${p.refund_qepik > 0 ? ` ${manat(p.refund_qepik, 'az')} balansınıza qaytarıldı.` : ''}`,
      ru: `Игра «${p.title}» (${at(p, l)}) отменена организатором.${p.refund_qepik > 0 ? ` ${manat(p.refund_qepik, 'ru')} возвращено на ваш баланс.` : ''}`,
      en: `The organizer cancelled "${p.title}" (${at(p, l)}).${p.refund_qepik > 0 ? ` ${manat(p.refund_qepik, 'en')} is back on your balance.` : ''}`,
    },
    link: gameLink(p),
    sms: {
      az: `Oyna: ${formatKickOff(p.starts_at, l)} oyunu ləğv edildi.`,
      ru: `Oyna: игра ${formatKickOff(p.starts_at, l)} отменена.`,
      en: `Oyna: the game on ${formatKickOff(p.starts_at, l)} is cancelled.`,
    },
  }),
  game_changed: (p, l) => ({
    title: { az: 'Oyunda dəyişiklik var', ru: 'Игра изменилась', en: 'Your game has changed' },
    body: {
      az: `«${p.title}» oyunu indi belədir: ${at(p, l)}.${p.previous_starts_at ? ` Əvvəl: ${formatKickOff(p.previous_starts_at, l)}.` : ''}${p.previous_venue ? ` Əvvəlki meydança: ${p.previous_venue}.` : ''}`,
      ru: `Игра «${p.title}» теперь проходит так: ${at(p, l)}.${p.previous_starts_at ? ` Раньше: ${formatKickOff(p.previous_starts_at, l)}.` : ''}${p.previous_venue ? ` Прежняя площадка: ${p.previous_venue}.` : ''}`,
      en: `"${p.title}" is now at ${at(p, l)}.${p.previous_starts_at ? ` It was ${formatKickOff(p.previous_starts_at, l)}.` : ''}${p.previous_venue ? ` Previous venue: ${p.previous_venue}.` : ''}`,
    },
    link: gameLink(p),
    sms: {
      az: `Oyna: oyun dəyişdi, indi ${formatKickOff(p.starts_at, l)}.`,
      ru: `Oyna: игра перенесена на ${formatKickOff(p.starts_at, l)}.`,
      en: `Oyna: your game is now on ${formatKickOff(p.starts_at, l)}.`,
    },
  }),
  game_reminder_day: (p, l) => ({
    title: { az: 'Sabah oyununuz var', ru: 'Завтра у вас игра', en: 'You play tomorrow' },
    body: {
      az: `Xatırlatma: «${p.title}», ${at(p, l)}. Gələ bilməsəniz, yerinizi vaxtında boşaldın.`,
      ru: `Напоминание: «${p.title}», ${at(p, l)}. Если не сможете прийти, освободите место заранее.`,
      en: `Reminder: "${p.title}", ${at(p, l)}. If you can't make it, give up your place in time.`,
    },
    link: gameLink(p),
  }),
  game_reminder_hours: (p, l) => ({
    title: { az: 'Oyun tezliklə başlayır', ru: 'Игра скоро начнётся', en: 'Your game starts soon' },
    body: {
      az: `«${p.title}» tezliklə başlayır. Başlama vaxtı: ${formatClock(p.starts_at, l)}, ${p.venue}. Uğurlar!`,
      ru: `«${p.title}» начинается в ${formatClock(p.starts_at, l)}: ${p.venue}. Удачной игры!`,
      en: `"${p.title}" starts at ${formatClock(p.starts_at, l)}: ${p.venue}. Have a good game!`,
    },
    link: gameLink(p),
  }),
  organizer_reminder: (p, l) => ({
    title: {
      az: 'Təşkil etdiyiniz oyun bir saatdan sonradır',
      ru: 'Ваша игра через час',
      en: 'The game you organize starts in an hour',
    },
    body: {
      az: `«${p.title}», ${at(p, l)}: ${p.players_count}/${p.capacity} oyunçu yazılıb.`,
      ru: `«${p.title}», ${at(p, l)}: записано ${p.players_count} из ${p.capacity} ${pluralForm('ru', p.capacity, { one: 'игрока', other: 'игроков' })}.`,
      en: `"${p.title}", ${at(p, l)}: ${p.players_count} of ${p.capacity} players booked.`,
    },
    link: `/organizer/games/${p.game_id}/roster`,
  }),
  booking_confirmed: (p, l) => ({
    title: { az: 'Oyuna yazıldınız', ru: 'Вы записаны на игру', en: 'You are booked in' },
    body: {
      az: `«${p.title}» oyununda yeriniz təsdiqləndi: ${at(p, l)}.${p.paid_qepik > 0 ? ` Balansınızdan ${manat(p.paid_qepik, 'az')} tutuldu.` : ''}${p.cash_qepik > 0 ? ` Ödəniş oyunda nağd: ${manat(p.cash_qepik, 'az')}.` : ''}`,
      ru: `Ваше место в игре «${p.title}» подтверждено: ${at(p, l)}.${p.paid_qepik > 0 ? ` С баланса списано ${manat(p.paid_qepik, 'ru')}.` : ''}${p.cash_qepik > 0 ? ` Оплата наличными на игре: ${manat(p.cash_qepik, 'ru')}.` : ''}`,
      en: `Your place in "${p.title}" is confirmed: ${at(p, l)}.${p.paid_qepik > 0 ? ` ${manat(p.paid_qepik, 'en')} was taken from your balance.` : ''}${p.cash_qepik > 0 ? ` Pay ${manat(p.cash_qepik, 'en')} in cash at the game.` : ''}`,
    },
    link: gameLink(p),
  }),
  referee_assigned: (p, l) => ({
    title: {
      az: 'Sizi oyuna hakim təyin etdilər',
      ru: 'Вас назначили судьёй игры',
      en: 'You are the referee of a game',
    },
    body: {
      az: `${p.organizer_name} sizi «${p.title}» oyununa hakim təyin etdi: ${at(p, l)}.`,
      ru: `${p.organizer_name} назначает вас судьёй игры «${p.title}»: ${at(p, l)}.`,
      en: `${p.organizer_name} made you the referee of "${p.title}": ${at(p, l)}.`,
    },
    link: gameLink(p),
  }),
  sides_published: (p, l) => ({
    title: { az: 'Komandalar bölündü', ru: 'Команды составлены', en: 'The sides are out' },
    body: {
      az: `«${p.title}» (${at(p, l)}) üçün komandalar hazırdır: hansı komandada oynadığınıza baxın.`,
      ru: `Команды на игру «${p.title}» (${at(p, l)}) готовы: посмотрите, за кого вы играете.`,
      en: `The sides for "${p.title}" (${at(p, l)}) are ready: see which one you play for.`,
    },
    link: gameLink(p),
  }),
  result_recorded: (p, l) => ({
    title: { az: 'Oyunun nəticəsi qeyd edildi', ru: 'Результат игры внесён', en: 'The result is in' },
    body: {
      az: `«${p.title}» oyununun nəticəsi qeyd edildi. Matçın oyunçusuna səs verin; səsvermə bağlanır: ${formatKickOff(p.vote_closes_at, l)}.`,
      ru: `Результат игры «${p.title}» записан. Проголосуйте за игрока матча до ${formatKickOff(p.vote_closes_at, l)}.`,
      en: `The result of "${p.title}" is recorded. Vote for the player of the match until ${formatKickOff(p.vote_closes_at, l)}.`,
    },
    link: gameLink(p),
  }),
  vote_closing: (p, l) => ({
    title: { az: 'Səsvermə tezliklə bağlanır', ru: 'Голосование скоро закроется', en: 'Voting closes soon' },
    body: {
      az: `«${p.title}» oyununda matçın oyunçusunu seçin; səsvermə bağlanır: ${formatClock(p.vote_closes_at, l)}.`,
      ru: `Выбрать игрока матча в игре «${p.title}» можно до ${formatClock(p.vote_closes_at, l)}.`,
      en: `You can pick the player of the match of "${p.title}" until ${formatClock(p.vote_closes_at, l)}.`,
    },
    link: gameLink(p),
  }),
  rating_changed: (p) => {
    const delta = Math.round(p.after - p.before);
    const signed = `${delta >= 0 ? '+' : '−'}${Math.abs(delta)}`;
    return {
      title: { az: 'Reytinqiniz dəyişdi', ru: 'Ваш рейтинг изменился', en: 'Your rating changed' },
      body: {
        az: `«${p.title}» oyunundan sonra reytinqiniz: ${Math.round(p.after)} (${signed}).`,
        ru: `После игры «${p.title}» ваш рейтинг: ${Math.round(p.after)} (${signed}).`,
        en: `After "${p.title}" your rating is ${Math.round(p.after)} (${signed}).`,
      },
      link: '/rating',
    };
  },
  topup_credited: (p) => ({
    title: { az: 'Balans artırıldı', ru: 'Баланс пополнен', en: 'Balance topped up' },
    body: {
      az: `Balansınıza ${manat(p.amount_qepik, 'az')} əlavə olundu. İndiki balans: ${manat(p.balance_qepik, 'az')}.`,
      ru: `На ваш баланс зачислено ${manat(p.amount_qepik, 'ru')}. Текущий баланс: ${manat(p.balance_qepik, 'ru')}.`,
      en: `${manat(p.amount_qepik, 'en')} was added to your balance. Balance now: ${manat(p.balance_qepik, 'en')}.`,
    },
    link: '/balance',
  }),
  topup_failed: (p) => ({
    title: { az: 'Balans artırılmadı', ru: 'Пополнение не прошло', en: 'Top-up failed' },
    body: {
      az: `${manat(p.amount_qepik, 'az')} məbləğində balans artırma alınmadı. Pul kartınızdan tutulmayıb; yenidən cəhd edin.`,
      ru: `Пополнение на ${manat(p.amount_qepik, 'ru')} не прошло. Деньги с карты не списаны; попробуйте ещё раз.`,
      en: `The top-up of ${manat(p.amount_qepik, 'en')} did not go through. Your card was not charged; please try again.`,
    },
    link: '/balance',
  }),
  team_invitation_received: (p) => ({
    title: { az: 'Komandaya dəvət', ru: 'Приглашение в команду', en: 'Team invitation' },
    body: {
      az: `${p.invited_by} sizi «${p.team_name}» komandasına dəvət edir.`,
      ru: `${p.invited_by} приглашает вас в команду «${p.team_name}».`,
      en: `${p.invited_by} invites you to join ${p.team_name}.`,
    },
    link: '/teams/invitations',
  }),
  team_invitation_accepted: (p) => ({
    title: { az: 'Dəvət qəbul edildi', ru: 'Приглашение принято', en: 'Invitation accepted' },
    body: {
      az: `${p.player_name} «${p.team_name}» komandasına qoşuldu.`,
      ru: `${p.player_name} вступает в команду «${p.team_name}».`,
      en: `${p.player_name} joined ${p.team_name}.`,
    },
    link: `/teams/${p.team_id}/members`,
  }),
  team_invitation_declined: (p) => ({
    title: { az: 'Dəvət rədd edildi', ru: 'Приглашение отклонено', en: 'Invitation declined' },
    body: {
      az: `${p.player_name} «${p.team_name}» komandasına dəvəti rədd etdi.`,
      ru: `${p.player_name} отклоняет приглашение в команду «${p.team_name}».`,
      en: `${p.player_name} declined the invitation to ${p.team_name}.`,
    },
    link: `/teams/${p.team_id}/members`,
  }),
  team_join_request: (p) => ({
    title: { az: 'Yeni qoşulma sorğusu', ru: 'Новая заявка на вступление', en: 'New join request' },
    body: {
      az: `${p.player_name} «${p.team_name}» komandasına qoşulmaq istəyir.`,
      ru: `${p.player_name} хочет вступить в команду «${p.team_name}».`,
      en: `${p.player_name} asks to join ${p.team_name}.`,
    },
    link: `/teams/${p.team_id}/members`,
  }),
  team_match_challenge: (p, l) => ({
    title: { az: 'Oyuna çağırış', ru: 'Вызов на матч', en: 'Match challenge' },
    body: {
      az: `«${p.opponent_name}» komandası sizin «${p.team_name}» komandanızı yoldaşlıq oyununa çağırır. Matçın vaxtı: ${formatKickOff(p.starts_at, l)}.`,
      ru: `«${p.opponent_name}» вызывает команду «${p.team_name}» на матч ${formatKickOff(p.starts_at, l)}.`,
      en: `${p.opponent_name} challenges ${p.team_name} to a match on ${formatKickOff(p.starts_at, l)}.`,
    },
    link: `/team-matches/${p.team_match_id}`,
  }),
  team_match_accepted: (p, l) => ({
    title: { az: 'Çağırış qəbul edildi', ru: 'Вызов принят', en: 'Challenge accepted' },
    body: {
      az: `«${p.opponent_name}» çağırışı qəbul etdi. «${p.team_name}» ilə matçın vaxtı: ${formatKickOff(p.starts_at, l)}.`,
      ru: `«${p.opponent_name}» принимает вызов: матч с командой «${p.team_name}» ${formatKickOff(p.starts_at, l)}.`,
      en: `${p.opponent_name} accepted: the match with ${p.team_name} is on ${formatKickOff(p.starts_at, l)}.`,
    },
    link: `/team-matches/${p.team_match_id}`,
  }),
  team_match_result_to_confirm: (p) => ({
    title: { az: 'Nəticəni təsdiqləyin', ru: 'Подтвердите результат', en: 'Confirm the result' },
    body: {
      az: `«${p.opponent_name}» matçın nəticəsini qeyd etdi: ${p.score}. Təsdiqləyin və ya etiraz edin.`,
      ru: `Команда «${p.opponent_name}» внесла результат матча: ${p.score}. Подтвердите или оспорьте.`,
      en: `${p.opponent_name} recorded the result: ${p.score}. Confirm it or dispute it.`,
    },
    link: `/team-matches/${p.team_match_id}`,
  }),
  competition_fixtures_published: (p, l) => ({
    title: { az: 'Püşk atıldı', ru: 'Жеребьёвка проведена', en: 'The draw is made' },
    body: {
      az: p.first_starts_at
        ? `«${p.competition_name}»: «${p.team_name}» komandasının oyun təqvimi hazırdır. İlk matç: ${formatKickOff(p.first_starts_at, l)}.`
        : `«${p.competition_name}»: «${p.team_name}» komandasının oyun təqvimi hazırdır.`,
      ru: p.first_starts_at
        ? `«${p.competition_name}»: календарь матчей команды «${p.team_name}» готов. Первый матч: ${formatKickOff(p.first_starts_at, l)}.`
        : `«${p.competition_name}»: календарь матчей команды «${p.team_name}» готов.`,
      en: p.first_starts_at
        ? `${p.competition_name}: ${p.team_name}'s fixtures are out. First match: ${formatKickOff(p.first_starts_at, l)}.`
        : `${p.competition_name}: ${p.team_name}'s fixtures are out.`,
    },
    link: `/tournaments/${p.competition_id}`,
  }),
  competition_match_moved: (p, l) => ({
    title: { az: 'Matçın vaxtı dəyişdi', ru: 'Матч перенесён', en: 'Match moved' },
    body: {
      az: `«${p.competition_name}»: «${p.opponent_name}» ilə matç indi ${p.venue}, ${formatKickOff(p.starts_at, l)}.`,
      ru: `«${p.competition_name}»: матч с командой «${p.opponent_name}» теперь ${p.venue}, ${formatKickOff(p.starts_at, l)}.`,
      en: `${p.competition_name}: the match with ${p.opponent_name} is now at ${p.venue}, ${formatKickOff(p.starts_at, l)}.`,
    },
    link: `/tournaments/${p.competition_id}`,
  }),
  competition_result_to_confirm: (p) => ({
    title: { az: 'Nəticəni təsdiqləyin', ru: 'Подтвердите результат', en: 'Confirm the result' },
    body: {
      az: `«${p.competition_name}»: «${p.opponent_name}» matçın nəticəsini qeyd etdi: ${p.score}. Təsdiqləyin.`,
      ru: `«${p.competition_name}»: команда «${p.opponent_name}» внесла результат матча: ${p.score}. Подтвердите его.`,
      en: `${p.competition_name}: ${p.opponent_name} recorded the result: ${p.score}. Confirm it.`,
    },
    link: `/tournaments/${p.competition_id}`,
  }),
  competition_team_outcome: (p) => ({
    title: {
      az:
        p.outcome === 'champion'
          ? 'Qalib!'
          : p.outcome === 'qualified'
            ? 'Növbəti mərhələ'
            : 'Turnir başa çatdı',
      ru:
        p.outcome === 'champion'
          ? 'Победа!'
          : p.outcome === 'qualified'
            ? 'Выход в плей-офф'
            : 'Турнир окончен',
      en:
        p.outcome === 'champion'
          ? 'Champions!'
          : p.outcome === 'qualified'
            ? 'Through to the knockout'
            : 'Out of the competition',
    },
    body: {
      az:
        p.outcome === 'champion'
          ? `«${p.team_name}» «${p.competition_name}» turnirinin qalibidir.`
          : p.outcome === 'qualified'
            ? `«${p.team_name}» «${p.competition_name}» turnirində pley-offa çıxdı.`
            : `«${p.team_name}» «${p.competition_name}» turnirini tərk etdi.`,
      ru:
        p.outcome === 'champion'
          ? `«${p.team_name}» — победитель турнира «${p.competition_name}».`
          : p.outcome === 'qualified'
            ? `«${p.team_name}» выходит в плей-офф турнира «${p.competition_name}».`
            : `«${p.team_name}» выбывает из турнира «${p.competition_name}».`,
      en:
        p.outcome === 'champion'
          ? `${p.team_name} won ${p.competition_name}.`
          : p.outcome === 'qualified'
            ? `${p.team_name} is through to the knockout of ${p.competition_name}.`
            : `${p.team_name} is out of ${p.competition_name}.`,
    },
    link: `/tournaments/${p.competition_id}`,
  }),
  competition_match_tomorrow: (p, l) => ({
    title: { az: 'Sabah matç var', ru: 'Завтра матч', en: 'Match tomorrow' },
    body: {
      az: `«${p.competition_name}»: «${p.team_name}» – «${p.opponent_name}», ${p.venue}, ${formatKickOff(p.starts_at, l)}.`,
      ru: `«${p.competition_name}»: «${p.team_name}» – «${p.opponent_name}», ${p.venue}, ${formatKickOff(p.starts_at, l)}.`,
      en: `${p.competition_name}: ${p.team_name} v ${p.opponent_name}, ${p.venue}, ${formatKickOff(p.starts_at, l)}.`,
    },
    link: `/tournaments/${p.competition_id}`,
  }),
  competition_draw_failed: (p) => ({
    title: { az: 'Püşk atıla bilmədi', ru: 'Жеребьёвка не состоялась', en: 'The draw could not be made' },
    body:
      p.reason === 'format'
        ? {
            az: `«${p.competition_name}»: qeydiyyat bağlandı, amma komandaların sayı turnirin formatına uyğun gəlmir. Formatı və ya komanda sayı həddini dəyişin, püşk yenidən atılacaq.`,
            ru: `«${p.competition_name}»: регистрация закрыта, но число команд не подходит к формату турнира. Измените формат или лимиты команд, и жеребьёвка пройдёт снова.`,
            en: `${p.competition_name}: registration has closed, but the number of teams does not fit the format. Change the format or the team limits and the draw will be tried again.`,
          }
        : {
            az: `«${p.competition_name}»: qeydiyyat bağlandı, amma matçlar seçilmiş vaxt aralıqlarına və meydançalara sığmır. Vaxt aralıqlarını genişləndirin və ya meydança əlavə edin, püşk yenidən atılacaq.`,
            ru: `«${p.competition_name}»: регистрация закрыта, но матчи не помещаются в выбранные окна и поля. Расширьте окна или добавьте поля, и жеребьёвка пройдёт снова.`,
            en: `${p.competition_name}: registration has closed, but the matches do not fit the chosen windows and pitches. Widen the windows or add pitches and the draw will be tried again.`,
          },
    link: `/tournaments/${p.competition_id}`,
  }),
  competition_cancelled: (p) => {
    const said = p.reason ? (/[.!?…]$/.test(p.reason) ? p.reason : `${p.reason}.`) : null;
    return {
      title: { az: 'Turnir ləğv edildi', ru: 'Турнир отменён', en: 'Competition cancelled' },
      body: {
        az: [
          p.too_few_teams
            ? `«${p.competition_name}» turniri ləğv edildi: kifayət qədər komanda yazılmadı.`
            : `«${p.competition_name}» turniri təşkilatçı tərəfindən ləğv edildi.`,
          said ? `Səbəb: ${said}` : '',
          'Matçlar keçirilməyəcək.',
          p.fee_refunded ? `«${p.team_name}» komandasının iştirak haqqı kapitanın balansına qaytarıldı.` : '',
        ]
          .filter(Boolean)
          .join(' '),
        ru: [
          p.too_few_teams
            ? `Турнир «${p.competition_name}» отменён: записалось недостаточно команд.`
            : `Организатор отменил турнир «${p.competition_name}».`,
          said ? `Причина: ${said}` : '',
          'Матчи не состоятся.',
          p.fee_refunded ? `Взнос команды «${p.team_name}» возвращён на баланс капитана.` : '',
        ]
          .filter(Boolean)
          .join(' '),
        en: [
          p.too_few_teams
            ? `${p.competition_name} has been cancelled: not enough teams registered.`
            : `The organizer has cancelled ${p.competition_name}.`,
          said ? `Reason: ${said}` : '',
          'Its matches will not be played.',
          p.fee_refunded ? `${p.team_name}'s entry fee has gone back to the captain's balance.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      },
      link: `/tournaments/${p.competition_id}`,
    };
  },
  competition_team_refused: (p) => ({
    title: { az: 'Qeydiyyat rədd edildi', ru: 'Регистрация отклонена', en: 'Registration refused' },
    body: {
      az: `Təşkilatçı «${p.team_name}» komandasının «${p.competition_name}» turnirinə qeydiyyatını rədd etdi.${p.fee_refunded ? ' İştirak haqqı kapitanın balansına qaytarıldı.' : ''}`,
      ru: `Организатор отклонил регистрацию команды «${p.team_name}» в турнире «${p.competition_name}».${p.fee_refunded ? ' Взнос возвращён на баланс капитана.' : ''}`,
      en: `The organizer refused ${p.team_name}'s registration for ${p.competition_name}.${p.fee_refunded ? " The entry fee has gone back to the captain's balance." : ''}`,
    },
    link: `/tournaments/${p.competition_id}`,
  }),
};

/** A notification in the reader's language, from its kind and payload alone. */
export function renderNotification(draft: NotificationDraft, language: Language): RenderedNotification {
  const template = TEMPLATES[draft.kind] as Template<typeof draft.kind>;
  const written = template(draft.payload as never, language);
  return {
    title: written.title[language],
    body: written.body[language],
    link: written.link,
    sms: (written.sms ?? written.title)[language],
  };
}
