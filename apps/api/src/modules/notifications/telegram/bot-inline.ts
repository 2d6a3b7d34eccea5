import {
  BAKU_DISTRICTS,
  BAKU_DISTRICT_NAMES,
  type BakuDistrict,
  type GameSummary,
  type Language,
  formatNotificationDateTime,
} from '@oyna/shared';
import type { Context, Filter } from 'grammy';
import type { InlineQueryResultArticle } from 'grammy/types';
import { type BotDeps, keyboard, urlButton, whoIsWriting } from './bot-context.js';
import { gameCard, gameUrl, priceText } from './game-card.js';
import { telegramText } from './telegram-texts.js';

/** Results in one answer: the player's own games first, then open ones. */
const INLINE_RESULTS = 20;
/** Seconds Telegram may keep an answer: places change, so briefly (and per user: is_personal). */
export const INLINE_CACHE_SECONDS = 10;
/** The longest query read (Telegram sends up to 256 characters). */
const QUERY_LENGTH = 64;

const folded = (text: string) => text.toLocaleLowerCase('az').normalize('NFKD').replace(/\p{M}/gu, '');

/** The districts whose name (in any of the languages) starts with the typed text. */
function districtsNamed(text: string): BakuDistrict[] {
  const typed = folded(text.trim());
  if (typed.length < 3) return [];
  return BAKU_DISTRICTS.filter((district) =>
    Object.values(BAKU_DISTRICT_NAMES[district]).some((name) => folded(name).startsWith(typed)),
  );
}

function matches(game: GameSummary, query: string): boolean {
  if (!query) return true;
  const typed = folded(query);
  return [game.title, game.venue.name, ...Object.values(BAKU_DISTRICT_NAMES[game.venue.district])].some(
    (text) => folded(text).includes(typed),
  );
}

/** A game as an inline result: the card posted into the chat, with a button that opens the game in Oyna. */
function articleOf(
  deps: BotDeps,
  game: GameSummary,
  language: Language,
  mine: boolean,
): InlineQueryResultArticle {
  const url = gameUrl(deps.publicUrl, game.id);
  const button = urlButton(telegramText('open_in_oyna', language), url);
  const card = gameCard(game, language);
  return {
    type: 'article',
    id: game.id,
    title: game.title,
    description: [
      ...(mine ? [telegramText('inline_mine', language)] : []),
      formatNotificationDateTime(game.starts_at, language),
      game.venue.name,
      telegramText('places_left', language, { count: String(game.places_left) }),
      priceText(game, language),
    ].join(' · '),
    input_message_content: {
      message_text: button.length > 0 ? card : `${card}\n${url}`,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    },
    ...keyboard([button]),
  };
}

/**
 * Inline mode (`@<bot> <query>` in any chat): the player's upcoming games (when linked) and open
 * games whose title, venue or district matches the query, as cards that post into the chat.
 */
export function inlineQueryHandler(deps: BotDeps) {
  return async (ctx: Filter<Context, 'inline_query'>) => {
    const { account, language } = await whoIsWriting(deps, ctx);
    const query = ctx.inlineQuery.query.trim().slice(0, QUERY_LENGTH);
    const userId = account?.userId ?? null;
    const districts = districtsNamed(query);
    const [mine, searched, inDistricts] = await Promise.all([
      userId ? deps.actions.myUpcomingGames(deps.db, { userId, limit: INLINE_RESULTS }) : [],
      deps.actions.findGames(deps.db, {
        userId,
        districts: [],
        ...(query ? { search: query } : {}),
        limit: INLINE_RESULTS,
      }),
      districts.length > 0
        ? deps.actions.findGames(deps.db, { userId, districts, limit: INLINE_RESULTS })
        : [],
    ]);
    const seen = new Set<string>();
    const results: InlineQueryResultArticle[] = [];
    const add = (game: GameSummary, isMine: boolean) => {
      if (seen.has(game.id) || results.length >= INLINE_RESULTS) return;
      seen.add(game.id);
      results.push(articleOf(deps, game, language, isMine));
    };
    for (const game of mine.filter((game) => matches(game, query))) add(game, true);
    for (const game of [...searched, ...inDistricts].sort(
      (a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at),
    ))
      add(game, false);
    await ctx.answerInlineQuery(results, { cache_time: INLINE_CACHE_SECONDS, is_personal: true });
  };
}
