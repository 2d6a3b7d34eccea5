import type { Config } from '../../config.js';
import type { DbExecutor } from '../../db/database.js';
import { type Mailer, sharedMailer } from '../../lib/mail/mailer.js';
import { createCapturingMailer } from './capturing-mailer.js';
import { devOutboxEnabled } from './dev-outbox-enabled.js';

/** The mailer of this server: SMTP when SMTP_URL is set, else the development outbox when it is on, else off. */
export function messageMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'DEV_OUTBOX'>,
  db: DbExecutor,
): Mailer {
  const smtp = sharedMailer(config);
  if (smtp.configured || !devOutboxEnabled(config)) return smtp;
  return createCapturingMailer(db);
}
