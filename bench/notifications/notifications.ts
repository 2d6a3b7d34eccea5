/**
 * bench/notifications: 10,000 notifications for 1,000 players written into the outbox (each in its
 * own transaction, as events write them) while the dispatcher delivers them through the email
 * channel to a local SMTP server; messages per second and the delay from commit to the SMTP
 * server's acceptance (p50/p99). In the same run, the floor: nodemailer sending the same messages
 * with the same pool and as many sends at once straight to the same server, no database.
 */
import { randomBytes } from 'node:crypto';
import {
  type NotificationDraft,
  notificationEmailFooter,
  openInOynaLabel,
  renderNotification,
} from '@oyna/shared';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../../apps/api/src/db/database.js';
import { users } from '../../apps/api/src/db/schema.js';
import { type EmailContent, emailHtml, emailText } from '../../apps/api/src/lib/mail/email-html.js';
import { createSmtpMailer } from '../../apps/api/src/lib/mail/mailer.js';
import { createEmailChannel } from '../../apps/api/src/modules/notifications/channels/email-channel.js';
import { CONCURRENT_SENDS } from '../../apps/api/src/modules/notifications/deliver-due.js';
import { createNotificationDispatcher } from '../../apps/api/src/modules/notifications/notification-dispatcher.js';
import { notify } from '../../apps/api/src/modules/notifications/notify.js';
import { benchConfig } from '../bench-config.js';
import { adminQuery } from '../shared/bench-database.js';
import { percentile } from '../shared/measure.js';

const PLAYERS = Number(process.env['BENCH_NOTIFICATION_PLAYERS'] ?? 1000);
const NOTIFICATIONS = Number(process.env['BENCH_NOTIFICATIONS'] ?? 10_000);
/** Events written at once, each its own transaction. */
const WRITERS = 8;
/** The mailer's pool (lib/mail/mailer.ts keeps 5 connections); the floor gets the same. */
const POOL_CONNECTIONS = 5;

const silentLog = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silentLog,
  level: 'silent',
  silent: () => undefined,
} as unknown as Parameters<typeof createNotificationDispatcher>[0]['log'];

interface Sink {
  url: string;
  received(): number;
  close(): Promise<void>;
}

/** An SMTP server on loopback that accepts and drops every message (it counts them). */
async function startSink(): Promise<Sink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 50,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const draftOf = (index: number): NotificationDraft => ({
  kind: 'game_cancelled',
  payload: {
    game_id: '00000000-0000-4000-8000-000000000001',
    title: `Axşam oyunu ${index % 50}`,
    starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    venue: 'Dalğa Arena',
    refund_qepik: 1000,
  },
});

async function createPlayers(db: Db, count: number): Promise<{ id: string; email: string }[]> {
  const rows: { id: string; email: string }[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => ({
      email: `bench-notify-${start + offset}@example.az`,
      firstName: 'Oyunçu',
      language: (['az', 'ru', 'en'] as const)[(start + offset) % 3],
      notificationChannels: ['email' as const],
    }));
    const inserted = await db.insert(users).values(batch).returning({ id: users.id, email: users.email });
    rows.push(...inserted.map((row) => ({ id: row.id, email: row.email ?? '' })));
  }
  return rows;
}

/** The product: events write the outbox while the dispatcher delivers. */
async function runThroughOutbox(db: Db, smtpUrl: string, players: { id: string }[]) {
  const config = benchConfig({ SMTP_URL: smtpUrl });
  const mailer = createSmtpMailer(config);
  const dispatcher = createNotificationDispatcher({
    db,
    channels: [createEmailChannel(mailer, { publicUrl: config.PUBLIC_URL })],
    publicUrl: config.PUBLIC_URL,
    pollMs: 50,
    log: silentLog,
  });
  const started = performance.now();
  dispatcher.start();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < NOTIFICATIONS) {
        const index = next;
        next += 1;
        const player = players[index % players.length];
        if (!player) continue;
        // Urgent, so quiet hours at the time of the run do not hold anything back.
        await db.transaction((tx) =>
          notify(tx, player.id, draftOf(index), { dedupeKey: `bench:${index}`, urgent: true }),
        );
        dispatcher.kick();
      }
    }),
  );
  const written = performance.now();
  for (;;) {
    const [left] = await queryRows<{ open: number }>(
      db,
      sql`select (select count(*) from notifications where routed_at is null)
        + (select count(*) from notification_deliveries where status in ('pending', 'sending')) as open`,
    );
    if (Number(left?.open ?? 1) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.stop();
  await mailer.close();

  const [outcome] = await queryRows<{ sent: number; other: number }>(
    db,
    sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status <> 'sent')::int as other
        from notification_deliveries`,
  );
  const delays = (
    await queryRows<{ ms: number }>(
      db,
      sql`select extract(epoch from (d.sent_at - n.created_at)) * 1000 as ms
          from notification_deliveries d join notifications n on n.id = d.notification_id where d.status = 'sent'`,
    )
  )
    .map((row) => Number(row.ms))
    .sort((a, b) => a - b);
  return {
    perSecond: (outcome?.sent ?? 0) / seconds,
    writeSeconds: (written - started) / 1000,
    seconds,
    sent: outcome?.sent ?? 0,
    notSent: outcome?.other ?? 0,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
  };
}

/** The floor: the same messages, written the same way, sent by nodemailer straight away. */
async function runFloor(smtpUrl: string, players: { id: string; email: string }[]) {
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: POOL_CONNECTIONS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const from = benchConfig().MAIL_FROM;
  const started = performance.now();
  let next = 0;
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT_SENDS }, async () => {
      while (next < NOTIFICATIONS) {
        const index = next;
        next += 1;
        const player = players[index % players.length];
        if (!player) continue;
        const rendered = renderNotification(draftOf(index), 'az');
        const content: EmailContent = {
          language: 'az',
          title: rendered.title,
          paragraphs: [rendered.body],
          action: { label: openInOynaLabel('az'), url: `http://localhost:3000${rendered.link}` },
          footer: notificationEmailFooter('az', 'http://localhost:3000/settings'),
        };
        await transport.sendMail({
          from,
          to: player.email,
          subject: rendered.title,
          text: emailText(content),
          html: emailHtml(content),
        });
        sent += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return { perSecond: sent / seconds, sent };
}

export async function runNotificationsBench(): Promise<string> {
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `oyna_bench_notifications_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 10 });
  const sink = await startSink();
  try {
    await database.migrate();
    const players = await createPlayers(database.db, PLAYERS);
    const product = await runThroughOutbox(database.db, sink.url, players);
    const floor = await runFloor(sink.url, players);
    const ratio = product.perSecond / floor.perSecond;
    return (
      `notifications: ${NOTIFICATIONS} for ${PLAYERS} players by email to a local SMTP server; ` +
      `outbox + dispatcher ${product.perSecond.toFixed(0)} messages/s (${product.sent} sent, ${product.notSent} not sent, ` +
      `written in ${product.writeSeconds.toFixed(1)} s by ${WRITERS} writers, all delivered in ${product.seconds.toFixed(1)} s), ` +
      `commit to SMTP acceptance p50 ${product.p50.toFixed(0)} ms p99 ${product.p99.toFixed(0)} ms; ` +
      `floor (nodemailer straight, same pool of ${POOL_CONNECTIONS}, ${CONCURRENT_SENDS} sends at once like the dispatcher) ${floor.perSecond.toFixed(0)} messages/s (${floor.sent} sent); ` +
      `ratio ${ratio.toFixed(2)}; SMTP server received ${sink.received()}`
    );
  } finally {
    await sink.close();
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}
