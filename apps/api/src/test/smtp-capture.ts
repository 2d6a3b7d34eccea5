import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the local SMTP server accepted, parsed. */
export interface CapturedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string | null;
  parsed: ParsedMail;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`: give it as SMTP_URL. */
  url: string;
  port: number;
  messages: CapturedEmail[];
  /** Messages to this address. */
  to(address: string): CapturedEmail[];
  /**
   * From now on, refuse every message with this reply (e.g. `{code: 451}` temporary, `{code: 550}`
   * permanent), or accept again with null.
   */
  refuse(reply: { code: number; message?: string } | null): void;
  /** Resolves when `count` messages in all have been captured. */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedEmail[]>;
  /** Resolves when `count` messages to this address have been captured. */
  waitForTo(address: string, count?: number, timeoutMs?: number): Promise<CapturedEmail[]>;
  clear(): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (a free port) that keeps what it receives, for tests and e2e. */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  let refusal: { code: number; message?: string } | null = null;
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      const error = new Error(refusal.message ?? 'Refused by the test server') as Error & {
        responseCode: number;
      };
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? null,
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP capture has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    to: (target) => messages.filter((message) => message.to.includes(target.toLowerCase())),
    refuse(reply) {
      refusal = reply;
    },
    waitFor: (count, timeoutMs) => waitUntil(() => messages, count, timeoutMs),
    waitForTo: (target, count = 1, timeoutMs) =>
      waitUntil(
        () => messages.filter((message) => message.to.includes(target.toLowerCase())),
        count,
        timeoutMs,
      ),
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function waitUntil(found: () => CapturedEmail[], count: number, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = found();
      if (current.length >= count) return current;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} emails, got ${current.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
