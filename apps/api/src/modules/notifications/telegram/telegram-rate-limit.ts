import { setTimeout as sleep } from 'node:timers/promises';
import type { Transformer } from 'grammy';

/**
 * The Bot API's limits on what a bot sends (https://core.telegram.org/bots/faq#broadcasting-to-users):
 * about one message a second to one chat, about thirty a second in all.
 */
export const TELEGRAM_RATE_LIMITS = { perChatPerSecond: 1, globalPerSecond: 30 } as const;
export type TelegramRateLimits = { perChatPerSecond: number; globalPerSecond: number };

/** Chats remembered at most; older entries, whose turn has passed, are dropped beyond it. */
const REMEMBERED_CHATS = 10_000;

/**
 * A grammY API transformer that spaces the bot's calls out to the limits: a call to a chat waits
 * for that chat's next turn (1/perChatPerSecond after its last call), and no two calls of the bot
 * go out closer than 1/globalPerSecond (a chat's later turn does not hold up other chats). Long polling
 * (getUpdates) is not a message and is not spaced. The limits hold within one process: the
 * dispatcher and the bot's replies of one process share them (decision 84).
 */
export function rateLimitTransformer(
  limits: TelegramRateLimits = TELEGRAM_RATE_LIMITS,
  clock: () => number = Date.now,
): Transformer {
  const chatGap = 1000 / limits.perChatPerSecond;
  const globalGap = 1000 / limits.globalPerSecond;
  const nextForChat = new Map<string, number>();
  /** The global turns handed out and not yet passed, in order. */
  let turns: number[] = [];

  /** The first moment from `from` at least a global gap away from every turn handed out. */
  function freeGlobalTurn(from: number): number {
    let turn = from;
    for (const taken of turns) {
      if (taken >= turn + globalGap) break;
      if (taken > turn - globalGap) turn = taken + globalGap;
    }
    return turn;
  }

  /** Reserves the call's turn and returns how long to wait for it. */
  function reserve(chatId: string | null): number {
    const now = clock();
    turns = turns.filter((taken) => taken > now - globalGap);
    const turn = freeGlobalTurn(Math.max(now, chatId === null ? 0 : (nextForChat.get(chatId) ?? 0)));
    turns.push(turn);
    turns.sort((a, b) => a - b);
    if (chatId !== null) {
      nextForChat.delete(chatId);
      nextForChat.set(chatId, turn + chatGap);
      if (nextForChat.size > REMEMBERED_CHATS) {
        for (const [chat, next] of nextForChat) {
          if (next > now || nextForChat.size <= REMEMBERED_CHATS) break;
          nextForChat.delete(chat);
        }
      }
    }
    return turn - now;
  }

  return async (prev, method, payload, signal) => {
    if (method === 'getUpdates') return prev(method, payload, signal);
    const chat = (payload as { chat_id?: unknown } | undefined)?.chat_id;
    const wait = reserve(typeof chat === 'string' || typeof chat === 'number' ? String(chat) : null);
    // grammY types the signal as abort-controller's polyfill; at run time it is the platform's.
    if (wait > 0) await sleep(wait, undefined, { signal: signal as globalThis.AbortSignal | undefined });
    return prev(method, payload, signal);
  };
}
