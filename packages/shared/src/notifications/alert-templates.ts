import { formatQepik } from '../domain/number-format.js';
import type { Language } from '../i18n/languages.js';
import { pluralForm } from '../i18n/plural.js';
import { formatNotificationDateTime } from './notification-dates.js';
import type { NotificationDraft, NotificationPayloads } from './notification-payloads.js';

/* The texts of game alerts and watched games (decision 76), spread into the templates. */

type Texts = Record<Language, string>;
type AlertKind = 'game_alert' | 'game_alert_paused' | 'watched_place_free';
type AlertTemplate<K extends AlertKind> = (
  payload: NotificationPayloads[K],
  language: Language,
) => { title: Texts; body: Texts; link: string };

type AlertGame = NotificationPayloads['game_alert']['games'][number];

function gameLine(game: AlertGame, language: Language): string {
  const price =
    game.price_qepik > 0
      ? formatQepik(game.price_qepik, language)
      : { az: 'pulsuz', ru: 'бесплатно', en: 'free' }[language];
  return `«${game.title}»: ${game.venue}, ${formatNotificationDateTime(game.starts_at, language)}, ${price}`;
}

function gameAlertTitle(count: number, digest: boolean): Texts {
  if (digest)
    return {
      az: `Bu gün sizə uyğun ${count} oyun`,
      ru: pluralForm('ru', count, {
        one: `Сегодня для вас ${count} игра`,
        few: `Сегодня для вас ${count} игры`,
        many: `Сегодня для вас ${count} игр`,
        other: `Сегодня для вас ${count} игры`,
      }),
      en: pluralForm('en', count, {
        one: `${count} game for you today`,
        other: `${count} games for you today`,
      }),
    };
  return {
    az: count === 1 ? 'Sizə uyğun yeni oyun var' : `Sizə uyğun ${count} yeni oyun`,
    ru: pluralForm('ru', count, {
      one: `Новая игра по вашему поиску`,
      few: `${count} новые игры по вашему поиску`,
      many: `${count} новых игр по вашему поиску`,
      other: `${count} новой игры по вашему поиску`,
    }),
    en: pluralForm('en', count, {
      one: 'A new game for your search',
      other: `${count} new games for your search`,
    }),
  };
}

export const ALERT_TEMPLATES: { [K in AlertKind]: AlertTemplate<K> } = {
  game_alert: (p) => {
    const lines = (language: Language) => p.games.map((game) => gameLine(game, language)).join('; ');
    const [first] = p.games;
    return {
      title: gameAlertTitle(p.games.length, p.digest),
      body: {
        az: `${lines('az')}. Yer var, bir toxunuşla yazılın.`,
        ru: `${lines('ru')}. Места есть: запишитесь в одно касание.`,
        en: `${lines('en')}. Places are free: book in one tap.`,
      },
      link: p.games.length === 1 && first ? `/games/${first.game_id}` : '/alerts',
    };
  },
  game_alert_paused: (p) => ({
    title: {
      az: 'Axtarış bildirişi dayandırıldı',
      ru: 'Оповещение по поиску приостановлено',
      en: 'A search alert is paused',
    },
    body: {
      az: `${p.weeks} həftədir bu axtarışın bildirişlərini açmırsınız, ona görə onu dayandırdıq. İstəsəniz, yenidən aça bilərsiniz.`,
      ru: pluralForm('ru', p.weeks, {
        one: `Вы не открывали оповещения этого поиска ${p.weeks} неделю, поэтому мы его приостановили. Его можно снова включить.`,
        few: `Вы не открывали оповещения этого поиска ${p.weeks} недели, поэтому мы его приостановили. Его можно снова включить.`,
        many: `Вы не открывали оповещения этого поиска ${p.weeks} недель, поэтому мы его приостановили. Его можно снова включить.`,
        other: `Вы не открывали оповещения этого поиска ${p.weeks} недели, поэтому мы его приостановили. Его можно снова включить.`,
      }),
      en: `You have not opened this search's alerts for ${p.weeks} weeks, so we paused it. You can turn it back on.`,
    },
    link: '/alerts',
  }),
  watched_place_free: (p, l) => ({
    title: {
      az: 'İzlədiyiniz oyunda yer boşaldı',
      ru: 'В игре, за которой вы следите, освободилось место',
      en: 'A place is free in a game you watch',
    },
    body: {
      az: `«${p.title}» (${p.venue}, ${formatNotificationDateTime(p.starts_at, l)}): ilk toxunan üçün yer ${p.hold_minutes} dəqiqə saxlanılacaq.`,
      ru: `«${p.title}» (${p.venue}, ${formatNotificationDateTime(p.starts_at, l)}): место будет удержано ${p.hold_minutes} мин. за тем, кто нажмёт первым.`,
      en: `"${p.title}" (${p.venue}, ${formatNotificationDateTime(p.starts_at, l)}): the first to tap gets the place held for ${p.hold_minutes} minutes.`,
    },
    link: `/games/${p.game_id}`,
  }),
};

/** The path of the one-click unsubscribe (RFC 8058) a notification's email carries, if any. */
export function notificationUnsubscribePath(draft: NotificationDraft): string | null {
  return draft.kind === 'game_alert'
    ? `/api/v1/alerts/unsubscribe?token=${encodeURIComponent(draft.payload.unsubscribe_token)}`
    : null;
}
