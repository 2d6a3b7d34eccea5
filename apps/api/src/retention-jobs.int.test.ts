import { randomUUID } from 'node:crypto';
import type { DatabaseDriver } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './db/database.js';
import {
  accountTokens,
  auditLog,
  authSessions,
  devOutboxMessages,
  notificationDeliveries,
  notifications,
  oauthLoginStates,
  phoneCodes,
  stravaAuthorizationStates,
} from './db/schema.js';
import { retentionClockJobs } from './retention-jobs.js';
import { createUser } from './test/factories.js';
import { openMigratedTestDatabase } from './test/migrated-templates.js';
import { testDrivers } from './test/test-databases.js';

const NOW = new Date('2026-11-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const quietLog = { warn: () => undefined, info: () => undefined, error: () => undefined };

/** One round of every clean-up at NOW, as a test's chosen round runs it; how many rows each deleted. */
async function runRetention(db: Db): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  for (const job of retentionClockJobs)
    tally[job.name] = await job.run(db, NOW, {
      chosenNow: true,
      environment: 'test',
      log: quietLog as never,
    });
  return tally;
}

describe.each(testDrivers())(
  'rows past their retention are deleted on the clock, on %s',
  (driver: DatabaseDriver) => {
    let database: Database;
    let db: Db;
    let userId: string;
    beforeAll(async () => {
      database = await openMigratedTestDatabase(driver);
      db = database.db;
      userId = (await createUser(db)).id;
    });
    afterAll(() => database.close());

    const ids = async <T extends { id: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.id).sort();

    it('keeps a sign-in’s records while they can matter, and deletes them after', async () => {
      const session = (familyExpiresAt: Date, revokedAt: Date | null = null) => ({
        userId,
        familyId: randomUUID(),
        tokenHash: randomUUID(),
        familyExpiresAt,
        revokedAt,
      });
      const [expiredLongAgo, revokedLongAgo, expiredLately, alive] = await db
        .insert(authSessions)
        .values([
          session(daysAgo(31)),
          session(daysAgo(-20), daysAgo(31)),
          session(daysAgo(29)),
          session(daysAgo(-20)),
        ])
        .returning({ id: authSessions.id });
      const token = (expiresAt: Date, usedAt: Date | null) => ({
        userId,
        purpose: 'password_reset' as const,
        tokenHash: randomUUID(),
        expiresAt,
        usedAt,
      });
      const tokens = await db
        .insert(accountTokens)
        .values([
          token(daysAgo(8), null),
          token(daysAgo(-1), daysAgo(8)),
          token(daysAgo(6), null),
          token(daysAgo(-1), daysAgo(6)),
        ])
        .returning({ id: accountTokens.id });
      await db.insert(oauthLoginStates).values([
        { state: 'old', provider: 'google', nonce: 'n', codeVerifier: 'v', expiresAt: daysAgo(2) },
        { state: 'fresh', provider: 'google', nonce: 'n', codeVerifier: 'v', expiresAt: daysAgo(0.5) },
      ]);
      await db.insert(phoneCodes).values([
        {
          phone: '+994501234567',
          purpose: 'sign_in',
          codeHash: 'a',
          createdAt: daysAgo(3),
          expiresAt: daysAgo(3),
        },
        {
          phone: '+994501234567',
          purpose: 'sign_in',
          codeHash: 'b',
          createdAt: daysAgo(1),
          expiresAt: daysAgo(1),
        },
      ]);
      await db.insert(stravaAuthorizationStates).values([
        { state: 'old', userId, returnTo: '/settings', expiresAt: daysAgo(2) },
        { state: 'fresh', userId, returnTo: '/settings', expiresAt: daysAgo(0.5) },
      ]);

      const tally = await runRetention(db);
      expect(tally['retention_auth']).toBe(2 + 2 + 1 + 1);
      expect(tally['retention_strava_states']).toBe(1);
      expect(await ids(db.select({ id: authSessions.id }).from(authSessions))).toEqual(
        [expiredLately?.id, alive?.id].sort(),
      );
      expect(expiredLongAgo && revokedLongAgo).toBeTruthy();
      expect(await ids(db.select({ id: accountTokens.id }).from(accountTokens))).toEqual(
        [tokens[2]?.id, tokens[3]?.id].sort(),
      );
      expect((await db.select().from(oauthLoginStates)).map((row) => row.state)).toEqual(['fresh']);
      expect((await db.select().from(phoneCodes)).map((row) => row.codeHash)).toEqual(['b']);
      expect((await db.select().from(stravaAuthorizationStates)).map((row) => row.state)).toEqual(['fresh']);
    });

    it('keeps a year of notifications, 90 days of finished deliveries, and every delivery still due', async () => {
      const notice = (createdAt: Date) => ({
        userId,
        kind: 'booking_confirmed' as const,
        payload: {},
        dedupeKey: randomUUID(),
        createdAt,
      });
      const [yearOld, recent] = await db
        .insert(notifications)
        .values([notice(daysAgo(366)), notice(daysAgo(100))])
        .returning({ id: notifications.id });
      if (!yearOld || !recent) throw new Error('no notifications');
      const delivery = (
        channel: 'email' | 'telegram' | 'push',
        status: 'sent' | 'pending',
        updatedAt: Date,
      ) => ({
        notificationId: recent.id,
        userId,
        channel,
        status,
        nextAttemptAt: updatedAt,
        updatedAt,
      });
      await db
        .insert(notificationDeliveries)
        .values([
          delivery('email', 'sent', daysAgo(91)),
          delivery('telegram', 'pending', daysAgo(91)),
          delivery('push', 'sent', daysAgo(89)),
        ]);
      await db
        .insert(notificationDeliveries)
        .values({ ...delivery('email', 'sent', daysAgo(366)), notificationId: yearOld.id });
      await db.insert(devOutboxMessages).values([
        {
          channel: 'email',
          recipient: 'a@b.az',
          purpose: 'p',
          subject: 's',
          text: 't',
          createdAt: daysAgo(15),
        },
        {
          channel: 'email',
          recipient: 'a@b.az',
          purpose: 'p',
          subject: 's',
          text: 't',
          createdAt: daysAgo(13),
        },
      ]);
      await db.insert(auditLog).values([
        {
          action: 'wallet.adjustment',
          subjectType: 'user',
          subjectId: userId,
          createdAt: new Date('2021-11-29T12:00:00Z'),
        },
        {
          action: 'wallet.adjustment',
          subjectType: 'user',
          subjectId: userId,
          createdAt: new Date('2021-12-01T12:00:00Z'),
        },
      ]);

      const tally = await runRetention(db);
      // The finished delivery of 91 days, the year-old notification (its delivery goes with it).
      expect(tally['retention_notifications']).toBe(3);
      expect(await ids(db.select({ id: notifications.id }).from(notifications))).toEqual([recent.id]);
      expect(
        (await db.select().from(notificationDeliveries)).map((row) => `${row.channel}:${row.status}`).sort(),
      ).toEqual(['push:sent', 'telegram:pending']);
      expect((await db.select().from(devOutboxMessages)).map((row) => row.createdAt)).toEqual([daysAgo(13)]);
      expect((await db.select().from(auditLog)).map((row) => row.createdAt)).toEqual([
        new Date('2021-12-01T12:00:00Z'),
      ]);
      expect(tally['retention_dev_outbox']).toBe(1);
      expect(tally['retention_audit_log']).toBe(1);
    });

    it('runs at most hourly by the timer, and never by the timer in tests', async () => {
      const [job] = retentionClockJobs;
      if (!job) throw new Error('no job');
      const stale = (state: string) => ({
        state,
        provider: 'google',
        nonce: 'n',
        codeVerifier: 'v',
        expiresAt: daysAgo(5),
      });
      const timer = { chosenNow: false, log: quietLog as never };
      // The rounds above (a test's chosen rounds) ran it at NOW: the timer waits an hour from there.
      const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
      await db.insert(oauthLoginStates).values(stale('stale'));
      expect(await job.run(db, later(120), { ...timer, environment: 'test' })).toBe(0);
      expect(await job.run(db, later(30), { ...timer, environment: 'production' })).toBe(0);
      expect(await job.run(db, later(120), { ...timer, environment: 'production' })).toBe(1);
      await db.insert(oauthLoginStates).values(stale('stale2'));
      expect(await job.run(db, later(150), { ...timer, environment: 'production' })).toBe(0);
      expect(await job.run(db, later(181), { ...timer, environment: 'production' })).toBe(1);
    });
  },
);
