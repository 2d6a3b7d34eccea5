import type { AuthResponse, Language, TelegramAuthRequest } from '@oyna/shared';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { signInResponse } from './auth-response.js';
import type { SessionContext } from './session-context.js';
import { checkTelegramLogin } from './telegram-signature.js';
import { telegramUserAccount } from './telegram-user-account.js';

export interface SignInWithTelegramOptions {
  payload: TelegramAuthRequest;
  /** TELEGRAM_BOT_TOKEN; undefined when Telegram sign-in is not configured. */
  botToken: string | undefined;
  /** The language of a new account. */
  language: Language;
  context: SessionContext;
}

/** Signs in (or up) with the Telegram Login Widget: the account is keyed by the Telegram user id. */
export async function signInWithTelegram(
  db: DbExecutor,
  options: SignInWithTelegramOptions,
): Promise<AuthResponse> {
  const { payload, botToken, context } = options;
  if (!botToken) throw new AppError('provider_not_configured', 503);
  const check = checkTelegramLogin(payload, botToken, context.now);
  if (check === 'invalid') throw new AppError('telegram_auth_invalid', 401);
  if (check === 'expired') throw new AppError('telegram_auth_expired', 401);

  return db.transaction(async (tx) => {
    const row = await telegramUserAccount(tx, payload, {
      photoUrl: payload.photo_url ?? null,
      language: options.language,
    });
    return signInResponse(tx, row, context);
  });
}
