import {
  INTL_LOCALES,
  type Language,
  bakuDateTimeFormat,
  type Translated,
  formatLabel,
  formatManat,
  pluralForm,
} from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { type LinkPreview, previewUnlessNotFound } from '../../lib/link-preview.js';
import { getGame } from './get-game.js';

/** `şənbə, 28 noyabr, 20:00`: the kick-off as people in Baku read it. */
function kickOff(startsAt: Date, language: Language): string {
  return bakuDateTimeFormat(INTL_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(startsAt);
}

const PLACES: Record<Language, (count: number) => string> = {
  az: (count) => (count > 0 ? `${count} yer qalıb` : 'Yer qalmayıb, növbəyə yazılmaq olar'),
  ru: (count) =>
    count > 0
      ? `Осталось ${count} ${pluralForm('ru', count, { one: 'место', few: 'места', many: 'мест', other: 'места' })}`
      : 'Мест нет, можно встать в очередь',
  en: (count) =>
    count > 0
      ? pluralForm('en', count, { one: '1 place left', other: `${count} places left` })
      : 'Full: the waitlist is open',
};

const JOIN: Translated = {
  az: 'Oyna-da oyuna yazılın.',
  ru: 'Запишитесь на игру в Oyna.',
  en: 'Book your place on Oyna.',
};

/**
 * What a shared link to `/games/{id}` shows before it is opened: the title, and when, where, the
 * format, the price and the places left, in the sharer's language; null for a game that does not
 * exist (the page then says so itself).
 */
export function gameLinkPreview(
  db: DbExecutor,
  gameId: string,
  language: Language,
): Promise<LinkPreview | null> {
  return previewUnlessNotFound(async () => {
    const game = await getGame(db, { gameId, actor: null });
    const facts = [
      kickOff(new Date(game.starts_at), language),
      game.venue.name,
      formatLabel(game.format),
      formatManat(game.price, language),
    ];
    const open = game.status === 'open' || game.status === 'full';
    const description = open
      ? `${facts.join(' · ')}. ${PLACES[language](game.places_left)}. ${JOIN[language]}`
      : `${facts.join(' · ')}.`;
    return { title: `${game.title} · Oyna`, description };
  });
}
