import { z } from 'zod';

/** A Bot API call that does not answer within this time is given up (a retry follows). */
const REQUEST_TIMEOUT_MS = 10_000;

/** Telegram turned the call down: `{ ok: false, error_code, description, parameters? }`. */
export class TelegramApiError extends Error {
  override name = 'TelegramApiError';
  constructor(
    readonly errorCode: number,
    readonly description: string,
    /** Seconds to wait before calling again (429 Too Many Requests). */
    readonly retryAfter: number | null,
  ) {
    super(`Telegram answered ${errorCode}: ${description}`);
  }
}

const answerSchema = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string().default(''),
    parameters: z.looseObject({ retry_after: z.number().optional() }).optional(),
  }),
]);

/** `sendMessage`'s answer: the message, of which only its id is kept. */
const sentMessageSchema = z.looseObject({ message_id: z.number().int() });

export interface InlineButton {
  text: string;
  url?: string;
  callback_data?: string;
}

export interface SendMessageParams {
  chat_id: string;
  text: string;
  parse_mode?: 'HTML';
  reply_markup?: { inline_keyboard: InlineButton[][] };
  link_preview_options?: { is_disabled: boolean };
}

/** The few Bot API methods the app uses, over plain HTTPS (https://core.telegram.org/bots/api). */
export interface TelegramBotApi {
  sendMessage(params: SendMessageParams): Promise<{ messageId: number }>;
  /** Long polling: waits up to `timeout` seconds for updates after `offset`. */
  getUpdates(
    params: { offset?: number; timeout: number; allowed_updates: string[] },
    signal?: AbortSignal,
  ): Promise<unknown[]>;
  setWebhook(params: { url: string; secret_token: string; allowed_updates: string[] }): Promise<void>;
  deleteWebhook(): Promise<void>;
  answerCallbackQuery(params: {
    callback_query_id: string;
    text?: string;
    show_alert?: boolean;
  }): Promise<void>;
}

/**
 * A thin Bot API client: `POST <TELEGRAM_API_URL>/bot<token>/<method>` with a JSON body. A refusal
 * throws TelegramApiError; a network failure or a non-JSON answer (a proxy's 502 page) throws as is.
 * The token is part of the URL, so URLs are never logged.
 */
export function createTelegramBotApi(options: { apiUrl: string; token: string }): TelegramBotApi {
  const base = `${options.apiUrl}/bot${options.token}`;

  async function call(method: string, params: object, signal?: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS) {
    const timeout = AbortSignal.timeout(timeoutMs);
    const response = await fetch(`${base}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new TelegramApiError(response.status, `not a Bot API answer (HTTP ${response.status})`, null);
    }
    const answer = answerSchema.safeParse(json);
    if (!answer.success) {
      throw new TelegramApiError(response.status, `not a Bot API answer (HTTP ${response.status})`, null);
    }
    if (!answer.data.ok) {
      const { error_code: code, description, parameters } = answer.data;
      throw new TelegramApiError(code, description, parameters?.retry_after ?? null);
    }
    return answer.data.result;
  }

  return {
    async sendMessage(params) {
      const sent = sentMessageSchema.safeParse(await call('sendMessage', params));
      if (!sent.success) throw new TelegramApiError(200, 'sendMessage answered without a message id', null);
      return { messageId: sent.data.message_id };
    },
    async getUpdates(params, signal) {
      const result = await call('getUpdates', params, signal, (params.timeout + 10) * 1000);
      return Array.isArray(result) ? (result as unknown[]) : [];
    },
    async setWebhook(params) {
      await call('setWebhook', params);
    },
    async deleteWebhook() {
      await call('deleteWebhook', {});
    },
    async answerCallbackQuery(params) {
      await call('answerCallbackQuery', params);
    },
  };
}
