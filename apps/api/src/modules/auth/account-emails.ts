import { type EmailWords, type Language, checkEmailAnswer } from '@oyna/shared';
import type { FastifyBaseLogger } from 'fastify';
import { emailHtml, emailText } from '../../lib/mail/email-html.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { EmailLimits } from './email-limits.js';

/** What the account flows need to send their emails. */
export interface AccountMail {
  mailer: Mailer;
  limits: EmailLimits;
  /** The web app's origin, for the links (PUBLIC_URL). */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Whether this server sends its email, captures it (development) or has none. */
  emailMode: 'sent' | 'captured' | 'off';
}

/** The answer (202) of a request that emails a link, as this server's email goes: sent, captured or off. */
export function checkEmailBody(
  mail: AccountMail,
  purpose: Parameters<typeof checkEmailAnswer>[0],
  language: Language,
): { detail: string } {
  return { detail: checkEmailAnswer(purpose, mail.emailMode, language) };
}

/**
 * Sends an account email in the background: the answer of the request never waits for SMTP (nor
 * takes longer when the address has an account). Without SMTP, or when sending fails, it is logged.
 */
export function sendAccountEmail(
  mail: AccountMail,
  email: { to: string; language: Language; words: EmailWords; purpose: string },
): void {
  if (!mail.mailer.configured) {
    mail.log.warn({ purpose: email.purpose }, 'an account email could not be sent: SMTP_URL is not set');
    return;
  }
  const content = { language: email.language, ...email.words };
  mail.mailer
    .send({
      to: email.to,
      subject: email.words.title,
      text: emailText(content),
      html: emailHtml(content),
      purpose: email.purpose,
    })
    .catch((error: unknown) =>
      mail.log.error({ err: error, purpose: email.purpose }, 'an account email failed'),
    );
}
