import { type Language, type NotificationKind, type TeamSlotAnswer, parseTeamSlotLink } from '@oyna/shared';
import type { InlineButton } from './telegram-bot-api.js';
import { telegramText } from './telegram-texts.js';

/** Kinds whose message offers "give up my place": reminders to a player of a game they are in. */
const GIVE_UP_KINDS: readonly NotificationKind[] = ['game_reminder_day', 'game_reminder_hours'];
const GAME_LINK = /^\/games\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * A button's `callback_data` (at most 64 bytes): ask to give up the place, or confirm it; answer a
 * date of a team's weekly slot (`slot:c:<slot id>:<YYYYMMDD>`, 52 bytes); book a game from the
 * wallet (`book:<game id>`, 41 bytes).
 */
export type TelegramAction =
  | { type: 'book'; gameId: string }
  | { type: 'ask_give_up'; gameId: string }
  | { type: 'give_up'; gameId: string }
  | { type: 'answer_slot'; slotId: string; date: string; answer: TeamSlotAnswer };
const ACTION_DATA = /^(leave|leave!|book):([0-9a-f-]{36})$/;
const SLOT_ACTION_DATA = /^slot:([cnm]):([0-9a-f-]{36}):(\d{4})(\d{2})(\d{2})$/;
const ANSWER_LETTERS: Record<TeamSlotAnswer, string> = { coming: 'c', not_coming: 'n', maybe: 'm' };
const ANSWER_OF_LETTER: Record<string, TeamSlotAnswer> = { c: 'coming', n: 'not_coming', m: 'maybe' };

export function actionData(action: TelegramAction): string {
  if (action.type === 'answer_slot')
    return `slot:${ANSWER_LETTERS[action.answer]}:${action.slotId}:${action.date.replaceAll('-', '')}`;
  const prefix = { book: 'book', ask_give_up: 'leave', give_up: 'leave!' }[action.type];
  return `${prefix}:${action.gameId}`;
}

export function parseActionData(data: string): TelegramAction | null {
  const slot = SLOT_ACTION_DATA.exec(data);
  if (slot?.[1] && slot[2]) {
    const answer = ANSWER_OF_LETTER[slot[1]];
    if (!answer) return null;
    return { type: 'answer_slot', slotId: slot[2], date: `${slot[3]}-${slot[4]}-${slot[5]}`, answer };
  }
  const match = ACTION_DATA.exec(data);
  if (!match?.[2]) return null;
  const type = match[1] === 'book' ? 'book' : match[1] === 'leave' ? 'ask_give_up' : 'give_up';
  return { type, gameId: match[2] };
}

/** The three answer buttons of a weekly slot's reminder. */
function slotAnswerButtons(link: string, language: Language): InlineButton[] {
  const slot = parseTeamSlotLink(link);
  if (!slot) return [];
  return (['coming', 'not_coming', 'maybe'] as const).map((answer) => ({
    text: telegramText(`slot_${answer}`, language),
    callback_data: actionData({ type: 'answer_slot', slotId: slot.slotId, date: slot.date, answer }),
  }));
}

/** The one-tap buttons of a notification's message, under its Open button. */
export function actionsFor(kind: NotificationKind, link: string, language: Language): InlineButton[] {
  if (kind === 'team_slot_reminder') return slotAnswerButtons(link, language);
  const game = GAME_LINK.exec(link);
  if (!game?.[1] || !GIVE_UP_KINDS.includes(kind)) return [];
  return [
    {
      text: telegramText('give_up_place', language),
      callback_data: actionData({ type: 'ask_give_up', gameId: game[1] }),
    },
  ];
}
