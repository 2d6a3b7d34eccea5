import type { DbExecutor } from '../../db/database.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { captureMessage } from './capture-message.js';

/**
 * A mailer that keeps every email in the development outbox instead of sending it: what the
 * account emails (password reset, address checks) and the email channel use without SMTP_URL
 * when the outbox is on.
 */
export function createCapturingMailer(db: DbExecutor): Mailer {
  return {
    configured: true,
    capturing: true,
    async send(email) {
      const id = await captureMessage(db, {
        channel: 'email',
        recipient: email.to,
        purpose: email.purpose ?? 'email',
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      return { messageId: `dev-outbox:${id}` };
    },
    async close() {},
  };
}
