import { createServer } from 'node:http';
import { startSmtpCapture } from '../../apps/api/src/test/smtp-capture';

/**
 * The API's mail server for e2e: a real SMTP server on loopback that keeps every message, and a
 * small HTTP inbox beside it (`GET /messages?to=<address>`: JSON, oldest first) for the test files,
 * which run in other processes.
 */
export async function startE2eFakeSmtp(options: { smtpPort: number; inboxPort: number }) {
  const smtp = await startSmtpCapture({ port: options.smtpPort });
  const inbox = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to');
    const messages = (to ? smtp.to(to) : smtp.messages).map(
      ({ from, to: recipients, subject, text, html }) => ({
        from,
        to: recipients,
        subject,
        text,
        html,
      }),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => inbox.listen(options.inboxPort, '127.0.0.1', resolve));
  return {
    async close() {
      await new Promise<void>((resolve) => inbox.close(() => resolve()));
      await smtp.close();
    },
  };
}
