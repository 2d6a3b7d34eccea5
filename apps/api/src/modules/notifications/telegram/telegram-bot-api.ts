import { autoRetry } from '@grammyjs/auto-retry';
import { Api, type ApiClientOptions, GrammyError, type Transformer } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { rateLimitTransformer } from './telegram-rate-limit.js';

/** A Bot API call that does not answer within this time is given up (a retry follows). */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * A 429 asking to wait at most this long is waited out and the call made again, at most
 * TELEGRAM_RETRIES_ON_429 times; a longer wait is left to the caller (the dispatcher's backoff).
 */
export const TELEGRAM_LONGEST_WAIT_S = 5;
export const TELEGRAM_RETRIES_ON_429 = 2;

export { GrammyError as TelegramApiError };
export type TelegramBotApi = Api;
export type InlineButton = InlineKeyboardButton;
export type SendMessageParams = Parameters<Api['raw']['sendMessage']>[0];

/**
 * Telegram's answers are JSON; a proxy's error page is not. Such an answer becomes a Bot API
 * refusal with the HTTP status as its code, so a 502 page is retried like a 502 from Telegram.
 */
async function botApiFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const text = await response.text();
  const json = { 'content-type': 'application/json' };
  try {
    JSON.parse(text);
    return new Response(text, { status: response.status, headers: json });
  } catch {
    const refusal = {
      ok: false,
      error_code: response.status,
      description: `not a Bot API answer (HTTP ${response.status})`,
    };
    return new Response(JSON.stringify(refusal), { status: response.status, headers: json });
  }
}

/** One rate limit per bot in this process, shared by the dispatcher's client and the bot's replies. */
const limiters = new Map<string, Transformer>();

/** grammY's client options: the Bot API at `apiUrl` (a local fake in tests), over the platform's fetch. */
export function telegramClientOptions(
  apiUrl: string,
  timeoutSeconds = REQUEST_TIMEOUT_SECONDS,
): ApiClientOptions {
  return {
    apiRoot: apiUrl,
    timeoutSeconds,
    // grammY types `fetch` as node-fetch's; the platform's fetch is called the same way.
    fetch: botApiFetch as unknown as NonNullable<ApiClientOptions['fetch']>,
  };
}

/**
 * Installs the bot's transformers on a grammY client: the rate limits (per chat and global, one
 * set per bot token in this process) and 429 `retry_after` waited out (@grammyjs/auto-retry) up to
 * TELEGRAM_LONGEST_WAIT_S, TELEGRAM_RETRIES_ON_429 times. 5xx and network failures are thrown to
 * the caller, whose retry they are (the dispatcher's backoff, or the next poll).
 */
export function configureTelegramApi<A extends Api>(api: A, token: string): A {
  let limiter = limiters.get(token);
  if (!limiter) {
    limiter = rateLimitTransformer();
    limiters.set(token, limiter);
  }
  // The last installed runs first: every retry passes the rate limit again.
  api.config.use(limiter);
  api.config.use(
    autoRetry({
      maxDelaySeconds: TELEGRAM_LONGEST_WAIT_S,
      maxRetryAttempts: TELEGRAM_RETRIES_ON_429,
      rethrowInternalServerErrors: true,
      rethrowHttpErrors: true,
    }),
  );
  return api;
}

/** The bot's Bot API client: grammY's `Api` with the transformers above. The token is in the URL: URLs are never logged. */
export function createTelegramBotApi(options: {
  apiUrl: string;
  token: string;
  /** Long polling waits longer than a call's usual limit. */
  timeoutSeconds?: number;
}): TelegramBotApi {
  return configureTelegramApi(
    new Api(options.token, telegramClientOptions(options.apiUrl, options.timeoutSeconds)),
    options.token,
  );
}
