import type { Language } from '../i18n/languages.js';
import { formatNotificationDateTime, formatNotificationDay } from './notification-dates.js';
import type { NotificationPayloads } from './notification-payloads.js';

/* The texts of a weekly game's own notices to its organizer (decisions 73 and 81), spread into the templates. */

type Texts = Record<Language, string>;

/** Why a date or a planned change could not go ahead, from its error code, in each language. */
function refusalText(problem: string): Texts {
  switch (problem) {
    case 'venue_inactive':
      return { az: 'meydança bağlanıb', ru: 'площадка закрыта', en: 'the venue is closed' };
    case 'game_capacity_below_taken':
      return {
        az: 'oyuna yeni yer sayından çox oyunçu yazılıb',
        ru: 'на игру записалось больше игроков, чем новых мест',
        en: 'more players have booked than the new number of places',
      };
    case 'venue_pitches_taken':
      return {
        az: 'meydançada həmin vaxt boş sahə yoxdur',
        ru: 'на площадке в это время нет свободного поля',
        en: 'the venue has no free pitch at that time',
      };
    default:
      return {
        az: 'yeni şərtlər oyun qaydalarına uyğun gəlmir',
        ru: 'новые условия не соответствуют правилам игры',
        en: 'the new terms break the game rules',
      };
  }
}

export const SERIES_TEMPLATES = {
  series_date_refused: (p: NotificationPayloads['series_date_refused'], l: Language) => {
    const link = `/organizer/series/${p.series_id}`;
    if (p.planned_change_from) {
      const reason = refusalText(p.problem);
      const from = formatNotificationDay(`${p.planned_change_from}T12:00:00+04:00`, l);
      return {
        title: {
          az: 'Planlaşdırılmış dəyişiklik tətbiq olunmadı',
          ru: 'Запланированное изменение не применено',
          en: 'A planned change was not applied',
        },
        body: {
          az: `«${p.title}»: ${from} tarixindən planlaşdırılan dəyişiklik tətbiq olunmadı, çünki ${reason.az}. Dəyişiklik silindi, oyunlar indiki şərtlərlə dərc olunur.`,
          ru: `«${p.title}»: изменение, запланированное с ${from}, не применено: ${reason.ru}. Изменение удалено, игры публикуются на нынешних условиях.`,
          en: `"${p.title}": the change planned from ${from} was not applied: ${reason.en}. It has been dropped; the games are published on the current terms.`,
        },
        link,
      };
    }
    // A date is refused only by its venue: closed, or no pitch free at its time.
    const reason = refusalText(p.problem === 'venue_inactive' ? p.problem : 'venue_pitches_taken');
    const when = `${p.venue}, ${formatNotificationDateTime(p.starts_at, l)}`;
    return {
      title: {
        az: 'Həftəlik oyun dərc olunmadı',
        ru: 'Еженедельная игра не опубликована',
        en: 'A weekly game was not published',
      },
      body: {
        az: `«${p.title}» (${when}) dərc olunmadı: ${reason.az}. Bu tarix üçün başqa vaxt və ya meydança seçin.`,
        ru: `«${p.title}» (${when}) не опубликована: ${reason.ru}. Выберите для этой даты другое время или площадку.`,
        en: `"${p.title}" (${when}) was not published: ${reason.en}. Choose another time or venue for this date.`,
      },
      link: '/organizer/games',
    };
  },
};
