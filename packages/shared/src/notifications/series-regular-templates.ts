import { formatQepik } from '../domain/number-format.js';
import type { Language } from '../i18n/languages.js';
import { pluralForm } from '../i18n/plural.js';
import { formatNotificationClock, formatNotificationDateTime } from './notification-dates.js';
import type { NotificationPayloads } from './notification-payloads.js';

/* The texts of a weekly game's regulars (decision 74), spread into the templates. */

type Texts = Record<Language, string>;
type RegularKind =
  'series_regular_booked' | 'series_regular_held' | 'series_regular_left_out' | 'series_regular_status';
type RegularTemplate<K extends RegularKind> = (
  payload: NotificationPayloads[K],
  language: Language,
) => { title: Texts; body: Texts; link: string };

const when = (p: { venue: string; starts_at: string }, l: Language) =>
  `${p.venue}, ${formatNotificationDateTime(p.starts_at, l)}`;
const manat = formatQepik;

/** The one line of why a regular sits a date out, in each language. */
export function leftOutReasonText(reason: string): Texts {
  switch (reason) {
    case 'others_sat_out':
      return {
        az: 'keçən dəfə kənarda qalan oyunçular bu dəfə birinci oynayır',
        ru: 'в этот раз первыми играют те, кто пропустил прошлую игру',
        en: 'those who sat out last time play first this time',
      };
    case 'lower_attendance':
      return {
        az: 'son oyunlarda iştirakınız seçilənlərdən azdır',
        ru: 'вы реже других приходили на последние игры',
        en: 'your attendance over the last games is lower than those chosen',
      };
    case 'more_games_lately':
      return {
        az: 'son günlərdə seçilənlərdən çox oyun oynamısınız',
        ru: 'за последние дни вы сыграли больше игр, чем выбранные',
        en: 'you played more games lately than those chosen',
      };
    case 'draw':
      return {
        az: 'hər şey bərabər idi və püşk sizə düşmədi',
        ru: 'всё было равно, и жребий выпал не вам',
        en: 'everything was equal and the draw did not fall on you',
      };
    case 'missed_last':
      return {
        az: 'keçən oyuna xəbər vermədən gəlmədiniz',
        ru: 'вы не пришли на прошлую игру, не предупредив',
        en: 'you missed the last game without saying so',
      };
    default:
      return {
        az: 'yazılış qaydaları bu dəfə sizi yazmağa imkan vermədi',
        ru: 'правила записи не позволили записать вас в этот раз',
        en: 'the booking rules did not let you be booked this time',
      };
  }
}

export const SERIES_REGULAR_TEMPLATES: { [K in RegularKind]: RegularTemplate<K> } = {
  series_regular_booked: (p, l) => ({
    title: {
      az: 'Həftəlik oyuna yazıldınız',
      ru: 'Вы записаны на еженедельную игру',
      en: 'You are booked for your weekly game',
    },
    body: {
      az: `Daimi oyunçu kimi «${p.title}» oyununa yazıldınız (${when(p, l)}).${p.paid_qepik > 0 ? ` Balansınızdan ${manat(p.paid_qepik, 'az')} tutuldu.` : ''} Gələ bilməsəniz, vaxtında «Bu həftə gəlmirəm» deyin.`,
      ru: `Как постоянный игрок вы записаны на «${p.title}» (${when(p, l)}).${p.paid_qepik > 0 ? ` С баланса списано ${manat(p.paid_qepik, 'ru')}.` : ''} Если не сможете, нажмите «На этой неделе пропускаю» вовремя.`,
      en: `As a regular you are booked for "${p.title}" (${when(p, l)}).${p.paid_qepik > 0 ? ` ${manat(p.paid_qepik, 'en')} was taken from your balance.` : ''} If you cannot come, say "not this week" in time.`,
    },
    link: `/games/${p.game_id}`,
  }),
  series_regular_held: (p, l) => ({
    title: {
      az: 'Həftəlik oyunda yeriniz saxlanılır',
      ru: 'Место в еженедельной игре зарезервировано',
      en: 'Your weekly game place is held',
    },
    body: {
      az: `«${p.title}» oyununda (${when(p, l)}) yeriniz ${formatNotificationClock(p.hold_expires_at)}-dək saxlanılır: balansda kifayət qədər pul yoxdur. Balansı ${manat(p.top_up_qepik, 'az')} artırın və yer sizin olsun.`,
      ru: `Место в «${p.title}» (${when(p, l)}) держится до ${formatNotificationClock(p.hold_expires_at)}: на балансе не хватает денег. Пополните баланс на ${manat(p.top_up_qepik, 'ru')}, и место ваше.`,
      en: `Your place in "${p.title}" (${when(p, l)}) is held until ${formatNotificationClock(p.hold_expires_at)}: your balance is short. Top up ${manat(p.top_up_qepik, 'en')} and it is yours.`,
    },
    link: `/games/${p.game_id}`,
  }),
  series_regular_left_out: (p, l) => {
    const why = leftOutReasonText(p.reason);
    return {
      title: {
        az: 'Bu həftə oyunda deyilsiniz',
        ru: 'На этой неделе вы не в составе',
        en: 'You are not in this week',
      },
      body: {
        az: `«${p.title}» (${when(p, l)}): bu dəfə yazılmadınız, çünki ${why.az}. Boş yer olsa, özünüz yazıla bilərsiniz.`,
        ru: `«${p.title}» (${when(p, l)}): в этот раз вас не записали, потому что ${why.ru}. Если есть свободное место, запишитесь сами.`,
        en: `"${p.title}" (${when(p, l)}): you were not booked this time because ${why.en}. If a place is free, you can book it yourself.`,
      },
      link: `/series/${p.series_id}`,
    };
  },
  series_regular_status: (p) => {
    const texts: Record<typeof p.change, { title: Texts; body: Texts }> = {
      approved: {
        title: { az: 'Daimi oyunçusunuz', ru: 'Вы постоянный игрок', en: 'You are a regular' },
        body: {
          az: `Təşkilatçı sizi «${p.title}» oyununun daimi oyunçuları sırasına qəbul etdi. Hər oyuna avtomatik yazılacaqsınız.`,
          ru: `Организатор принял вас в постоянные игроки «${p.title}». Вас будут записывать на каждую игру автоматически.`,
          en: `The organizer accepted you as a regular of "${p.title}". You will be booked for each game automatically.`,
        },
      },
      refused: {
        title: { az: 'Sorğu qəbul olunmadı', ru: 'Заявка не принята', en: 'Request not accepted' },
        body: {
          az: `Təşkilatçı «${p.title}» oyununa daimi oyunçu sorğunuzu qəbul etmədi.`,
          ru: `Организатор не принял вашу заявку в постоянные игроки «${p.title}».`,
          en: `The organizer did not accept your request to be a regular of "${p.title}".`,
        },
      },
      removed: {
        title: {
          az: 'Daimi yeriniz götürüldü',
          ru: 'Вы больше не постоянный игрок',
          en: 'You are no longer a regular',
        },
        body: {
          az: `Təşkilatçı sizi «${p.title}» oyununun daimi oyunçularından çıxardı. Artıq yazıldığınız oyunlar qalır.`,
          ru: `Организатор исключил вас из постоянных игроков «${p.title}». Уже сделанные записи остаются.`,
          en: `The organizer removed you from the regulars of "${p.title}". Games you are already booked in stay.`,
        },
      },
      removed_misses: {
        title: {
          az: 'Daimi yeriniz götürüldü',
          ru: 'Вы больше не постоянный игрок',
          en: 'You are no longer a regular',
        },
        body: {
          az: `«${p.title}» oyununa ${p.misses} dəfə xəbər vermədən gəlmədiniz, ona görə daimi yeriniz götürüldü. Yenidən qoşulmaq üçün sorğu göndərə bilərsiniz.`,
          ru: pluralForm('ru', p.misses, {
            one: `Вы ${p.misses} раз не пришли на «${p.title}», не предупредив, поэтому больше не постоянный игрок. Можно подать заявку снова.`,
            few: `Вы ${p.misses} раза не пришли на «${p.title}», не предупредив, поэтому больше не постоянный игрок. Можно подать заявку снова.`,
            many: `Вы ${p.misses} раз не пришли на «${p.title}», не предупредив, поэтому больше не постоянный игрок. Можно подать заявку снова.`,
            other: `Вы ${p.misses} раза не пришли на «${p.title}», не предупредив, поэтому больше не постоянный игрок. Можно подать заявку снова.`,
          }),
          en: pluralForm('en', p.misses, {
            one: `You missed "${p.title}" ${p.misses} time without saying so, so you are no longer a regular. You can ask to join again.`,
            other: `You missed "${p.title}" ${p.misses} times without saying so, so you are no longer a regular. You can ask to join again.`,
          }),
        },
      },
    };
    return { ...texts[p.change], link: `/series/${p.series_id}` };
  },
};
