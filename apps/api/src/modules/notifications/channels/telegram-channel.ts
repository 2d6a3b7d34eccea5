import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { telegramChats } from '../../../db/schema.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';
import { TelegramApiError, type TelegramBotApi } from '../telegram/telegram-bot-api.js';
import { actionsFor } from '../telegram/telegram-actions.js';
import { telegramMessage } from '../telegram/telegram-message.js';
import { errorText } from './provider-request.js';

/** Telegram's answers that mean the chat can no longer be written to: the player blocked the bot, left, or is gone. */
export function chatIsGone(error: Pick<TelegramApiError, 'error_code' | 'description'>): boolean {
  if (error.error_code === 403) return true;
  return (
    error.error_code === 400 && /chat not found|user is deactivated|peer_id_invalid/i.test(error.description)
  );
}

/**
 * Messages to the Telegram chat a player linked through the bot. A chat that blocked the bot is
 * marked (`telegram_chats.blocked_at`): the delivery fails for good and later notifications are not
 * routed to Telegram until the player links again.
 */
export function createTelegramChannel(options: { api: TelegramBotApi | null }): DeliveryChannel {
  const { api } = options;
  return {
    name: 'telegram',
    configured: api !== null,

    async reachable(db: DbExecutor, userIds: readonly string[]) {
      if (userIds.length === 0) return new Set<string>();
      const rows = await db
        .select({ userId: telegramChats.userId })
        .from(telegramChats)
        .where(and(inArray(telegramChats.userId, [...userIds]), isNull(telegramChats.blockedAt)));
      return new Set(rows.map((row) => row.userId));
    },

    async send(message: OutgoingMessage, db: DbExecutor): Promise<SendOutcome> {
      if (!api) return { status: 'failed', error: 'Telegram is not set up on this server' };
      const [chat] = await db
        .select({ chatId: telegramChats.chatId })
        .from(telegramChats)
        .where(and(eq(telegramChats.userId, message.recipient.userId), isNull(telegramChats.blockedAt)));
      if (!chat) return { status: 'failed', error: 'no linked Telegram chat (unlinked or blocked)' };
      const params = telegramMessage(chat.chatId, message.rendered, {
        url: message.url,
        language: message.recipient.language,
        actions: actionsFor(message.kind, message.rendered.link, message.recipient.language),
      });

      // The client waits out the rate limits and a short 429 itself (telegram-bot-api.ts).
      try {
        const sent = await api.raw.sendMessage(params);
        return { status: 'sent', providerId: String(sent.message_id) };
      } catch (error) {
        if (!(error instanceof TelegramApiError)) {
          return { status: 'retry', error: `Telegram unreachable: ${errorText(error)}` };
        }
        if (error.error_code === 429) {
          const wait = error.parameters.retry_after;
          return { status: 'retry', error: `${error.message}${wait ? ` (retry after ${wait} s)` : ''}` };
        }
        if (chatIsGone(error)) {
          await db
            .update(telegramChats)
            .set({ blockedAt: new Date() })
            .where(
              and(eq(telegramChats.userId, message.recipient.userId), eq(telegramChats.chatId, chat.chatId)),
            );
          return { status: 'failed', error: error.message };
        }
        // 5xx, a bad token (401), an answer that is not the Bot API's: passing, or for the operator to fix.
        if (error.error_code >= 500 || error.error_code === 401 || error.error_code < 400) {
          return { status: 'retry', error: error.message };
        }
        return { status: 'failed', error: error.message };
      }
    },
  };
}
