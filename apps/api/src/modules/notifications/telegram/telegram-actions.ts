import type { Language, NotificationKind } from '@oyna/shared';
import type { InlineButton } from './telegram-bot-api.js';
import { telegramText } from './telegram-texts.js';

/** Kinds whose message offers "give up my place": reminders to a player of a game they are in. */
const GIVE_UP_KINDS: readonly NotificationKind[] = ['game_reminder_day', 'game_reminder_hours'];
const GAME_LINK = /^\/games\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A button's `callback_data` (at most 64 bytes): ask to give up the place, or confirm it. */
export type TelegramAction = { type: 'ask_give_up'; gameId: string } | { type: 'give_up'; gameId: string };
const ACTION_DATA = /^(leave|leave!):([0-9a-f-]{36})$/;

export function actionData(action: TelegramAction): string {
  return `${action.type === 'ask_give_up' ? 'leave' : 'leave!'}:${action.gameId}`;
}

export function parseActionData(data: string): TelegramAction | null {
  const match = ACTION_DATA.exec(data);
  if (!match?.[2]) return null;
  return { type: match[1] === 'leave' ? 'ask_give_up' : 'give_up', gameId: match[2] };
}

/** The one-tap buttons of a notification's message, under its Open button. */
export function actionsFor(kind: NotificationKind, link: string, language: Language): InlineButton[] {
  const game = GAME_LINK.exec(link);
  if (!game?.[1] || !GIVE_UP_KINDS.includes(kind)) return [];
  return [
    {
      text: telegramText('give_up_place', language),
      callback_data: actionData({ type: 'ask_give_up', gameId: game[1] }),
    },
  ];
}
