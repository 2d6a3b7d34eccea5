import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

/** One email, written out: both parts in the reader's language. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What it is for (a notification's kind, password_reset...): kept by the development outbox, not sent. */
  purpose?: string;
  /** Extra headers, e.g. the one-click unsubscribe of an alert email (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Email over SMTP (SMTP_URL, from MAIL_FROM), one pooled transport per configuration: the
 * notification channel and the account emails (password reset, address checks) share it.
 */
export interface Mailer {
  /** Whether SMTP_URL is set: without it nothing can be sent. */
  readonly configured: boolean;
  /** Keeps emails in the development outbox instead of sending them (decision 50). */
  readonly capturing?: boolean;
  /** Sends and answers the Message-ID; throws nodemailer's error (see `classifySmtpError`). */
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

/** Connections kept open to the SMTP server. */
const POOL_CONNECTIONS = 5;

export function createSmtpMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  const url = config.SMTP_URL;
  let transport: Transporter | null = null;
  const open = (smtpUrl: string): Transporter => {
    transport ??= nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: POOL_CONNECTIONS,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return transport;
  };
  return {
    configured: url !== undefined,
    async send(email) {
      if (url === undefined) throw new Error('SMTP_URL is not set: email is off');
      const { to, subject, text, html, headers } = email;
      const mail = { from: config.MAIL_FROM, to, subject, text, html, ...(headers ? { headers } : {}) };
      const info = (await open(url).sendMail(mail)) as {
        messageId: string;
      };
      return { messageId: info.messageId };
    },
    async close() {
      const closing = transport;
      transport = null; // a later send opens a new pool
      closing?.close();
    },
  };
}

const shared = new WeakMap<object, Mailer>();

/** The mailer of this configuration, made once: the API's routes and its channel share one pool. */
export function sharedMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  let mailer = shared.get(config);
  if (!mailer) {
    mailer = createSmtpMailer(config);
    shared.set(config, mailer);
  }
  return mailer;
}
