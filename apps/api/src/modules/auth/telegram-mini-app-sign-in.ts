import { type AuthResponse, DEFAULT_LANGUAGE, type Language, isLanguage } from '@oyna/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { telegramChats, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { signInResponse } from './auth-response.js';
import type { SessionContext } from './session-context.js';
import { type InitDataUser, checkMiniAppInitData } from './telegram-mini-app-init-data.js';
import { telegramUserAccount } from './telegram-user-account.js';

const REFUSALS = {
  invalid: 'telegram_init_data_invalid',
  expired: 'telegram_init_data_expired',
  no_user: 'telegram_init_data_no_user',
} as const;

export interface SignInWithMiniAppOptions {
  initData: string;
  /** TELEGRAM_BOT_TOKEN; undefined when Telegram is not configured. */
  botToken: string | undefined;
  /** TELEGRAM_MINI_APP_MAX_AGE_S: how old a launch may be when it is traded for a session. */
  maxAgeSeconds: number;
  context: SessionContext;
}

/** A new account's language: Telegram's `language_code` when Oyna speaks it (`ru-RU` too), else az. */
export function miniAppLanguage(languageCode: string | undefined): Language {
  const base = languageCode?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * Signs in (or up) with a Mini App launch's init data. The account of a Telegram user is the one
 * that signed in with the login widget (`users.telegram_id`), else the one whose private chat
 * with the bot is linked (`telegram_chats.chat_id`, which is the user's id in a private chat; it
 * then gets the Telegram id too), else a new account, which goes to onboarding.
 */
export async function signInWithTelegramMiniApp(
  db: DbExecutor,
  options: SignInWithMiniAppOptions,
): Promise<AuthResponse> {
  const { botToken, context } = options;
  if (!botToken) throw new AppError('provider_not_configured', 503);
  const check = checkMiniAppInitData(options.initData, {
    botToken,
    maxAgeSeconds: options.maxAgeSeconds,
    ...(context.now ? { now: context.now } : {}),
  });
  if (check.status !== 'valid') throw new AppError(REFUSALS[check.status], 401);
  const { user } = check;

  return db.transaction(async (tx) => {
    const userId = (await linkedAccount(tx, user.id)) ?? (await registerAccount(tx, user));
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new Error('the Telegram account was neither found nor created');
    return signInResponse(tx, row, context);
  });
}

/** The account already tied to this Telegram user by the login widget or the bot's link, if any. */
async function linkedAccount(tx: DbExecutor, telegramId: number): Promise<string | null> {
  const [byWidget] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.telegramId, telegramId))
    .limit(1);
  if (byWidget) return byWidget.id;
  const [byBot] = await tx
    .select({ id: users.id })
    .from(telegramChats)
    .innerJoin(users, eq(users.id, telegramChats.userId))
    .where(and(eq(telegramChats.chatId, String(telegramId)), isNull(users.telegramId)))
    .limit(1);
  if (!byBot) return null;
  // The same person from now on whichever way they come: the login widget finds this account too.
  await tx.update(users).set({ telegramId }).where(eq(users.id, byBot.id));
  return byBot.id;
}

/** A new account from the Telegram user: once, whatever the number of launches at the same time. */
async function registerAccount(tx: DbExecutor, user: InitDataUser): Promise<string> {
  const row = await telegramUserAccount(tx, user, {
    photoUrl: user.photo_url && /^https:\/\//.test(user.photo_url) ? user.photo_url : null,
    language: miniAppLanguage(user.language_code),
  });
  return row.id;
}
