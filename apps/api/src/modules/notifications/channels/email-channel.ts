import { notificationEmailFooter, openInOynaLabel } from '@oyna/shared';
import type { DbExecutor } from '../../../db/database.js';
import { emailHtml, emailText, type EmailContent } from '../../../lib/mail/email-html.js';
import type { Mailer } from '../../../lib/mail/mailer.js';
import { classifySmtpError } from '../../../lib/mail/smtp-errors.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';
import { playersWithAddress } from './players-with-address.js';

/** Email through the shared SMTP mailer: every player with an address, when SMTP_URL is set. */
export function createEmailChannel(mailer: Mailer, options: { publicUrl: string }): DeliveryChannel {
  return {
    name: 'email',
    configured: mailer.configured,
    capturing: mailer.capturing ?? false,
    reachable: (db: DbExecutor, userIds: readonly string[]) => playersWithAddress(db, userIds, 'email'),
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      const to = message.recipient.email;
      if (!to) return { status: 'failed', error: 'the player has no email address' };
      const content = notificationEmail(message, options.publicUrl);
      try {
        const { messageId } = await mailer.send({
          to,
          subject: message.rendered.title,
          text: emailText(content),
          html: emailHtml(content),
          purpose: message.kind,
          ...(message.unsubscribeUrl
            ? {
                headers: {
                  'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        });
        return { status: 'sent', providerId: messageId };
      } catch (error) {
        const { permanent, text } = classifySmtpError(error);
        return { status: permanent ? 'failed' : 'retry', error: text };
      }
    },
    close: () => mailer.close(),
  };
}

function notificationEmail(message: OutgoingMessage, publicUrl: string): EmailContent {
  const { language } = message.recipient;
  return {
    language,
    title: message.rendered.title,
    paragraphs: [message.rendered.body],
    action: { label: openInOynaLabel(language), url: message.url },
    footer: notificationEmailFooter(language, `${publicUrl}/settings`),
  };
}
