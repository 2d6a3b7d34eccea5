import type { ReconciliationReport, ReconciliationReportsResponse } from '@oyna/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, wallets } from '../../../db/schema.js';
import { type TestApp, createTestApp } from '../../../test/test-app.js';
import { testDrivers } from '../../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../../games/testing/game-fixtures.js';
import { postLedgerEntry } from '../post-ledger-entry.js';
import { settlePayment } from '../settle-payment.js';
import { fundWallet, ledgerEntry } from '../testing/wallet-fixtures.js';
import { runDailyReconciliationIfDue } from './run-reconciliation.js';

/**
 * The reconciliation on a database of its own: first clean (no mismatch whatever moved), then with
 * each kind of damage made by hand, which must be listed with what was expected and what was found.
 */
describe.each(testDrivers())('the reconciliation on %s', (driver) => {
  let test: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    test = await createTestApp({ driver });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterAll(() => test.close());

  const runNow = async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reconciliation',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ReconciliationReport>();
  };

  /** A top-up payment credited as a provider's confirmation credits it. */
  async function confirmedTopup(userId: string, amountQepik: number) {
    const [payment] = await test.database.db
      .insert(payments)
      .values({
        userId,
        provider: 'sandbox',
        amountQepik,
        idempotencyKey: crypto.randomUUID(),
        expiresAt: new Date(Date.now() + 1_800_000),
      })
      .returning();
    if (!payment) throw new Error('no payment');
    await settlePayment(test.database.db, {
      provider: 'sandbox',
      report: {
        paymentId: payment.id,
        status: 'succeeded',
        amountQepik,
        providerPaymentId: null,
        cardMask: null,
        failureReason: null,
      },
      events: test.app.walletEvents,
    });
    return payment;
  }

  it('a clean database reports no mismatch, and the totals agree', async () => {
    const player = await signedInUser(test.app);
    await confirmedTopup(player.user.id, 2000);
    await fundWallet(test.database.db, player.user.id, 500);
    await test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.user.id}/adjustments`,
      headers: admin.headers,
      payload: { amount: -3, reason: 'Səhv köçürmə' },
    });

    const report = await runNow();
    expect(report).toMatchObject({
      trigger: 'manual',
      day: null,
      started_by: { id: admin.user.id },
      wallets_total: 22,
      ledger_total: 22,
      topups_credited: 20,
      payments_confirmed: 20,
      mismatch_count: 0,
      mismatches: [],
    });
    const [audit] = await test.database.db.select().from(auditLog).where(eq(auditLog.subjectId, report.id));
    expect(audit).toMatchObject({ action: 'wallet.reconciliation_run', actorUserId: admin.user.id });
  });

  it('a wallet balance written past the ledger is reported with the ledger sum expected and the balance found', async () => {
    const player = await signedInUser(test.app);
    await fundWallet(test.database.db, player.user.id, 1000);
    await test.database.db
      .update(wallets)
      .set({ balanceQepik: sql`${wallets.balanceQepik} + 250` })
      .where(eq(wallets.userId, player.user.id));

    const report = await runNow();
    expect(report.wallets_total - report.ledger_total).toBeCloseTo(2.5);
    expect(report.mismatches).toContainEqual({
      kind: 'wallet_balance',
      user_id: player.user.id,
      user_name: expect.any(String),
      payment_id: null,
      ledger_entry_id: null,
      expected: 10,
      actual: 12.5,
    });
  });

  it('a top-up credited without a confirmed payment, and a confirmed payment credited by no top-up, are both reported', async () => {
    const player = await signedInUser(test.app);
    const [pending] = await test.database.db
      .insert(payments)
      .values({
        userId: player.user.id,
        provider: 'sandbox',
        amountQepik: 700,
        idempotencyKey: crypto.randomUUID(),
        expiresAt: new Date(Date.now() + 1_800_000),
      })
      .returning();
    if (!pending) throw new Error('no payment');
    // Money credited as a top-up although the provider never confirmed the payment.
    const credited = await postLedgerEntry(
      test.database.db,
      ledgerEntry(player.user.id, {
        kind: 'topup',
        amountQepik: 700,
        reference: { type: 'payment', id: pending.id },
        description: { key: 'topup', params: {} },
      }),
    );
    // A confirmed payment whose ledger row is not a top-up of it.
    const bonus = await fundWallet(test.database.db, player.user.id, 300);
    const [uncredited] = await test.database.db
      .insert(payments)
      .values({
        userId: player.user.id,
        provider: 'sandbox',
        amountQepik: 900,
        status: 'succeeded',
        ledgerEntryId: bonus.entryId,
        idempotencyKey: crypto.randomUUID(),
        expiresAt: new Date(Date.now() + 1_800_000),
        completedAt: new Date(),
      })
      .returning();
    if (!uncredited) throw new Error('no payment');

    const report = await runNow();
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({
        kind: 'topup_without_confirmed_payment',
        user_id: player.user.id,
        payment_id: pending.id,
        ledger_entry_id: credited.entryId,
        expected: 0,
        actual: 7,
      }),
    );
    expect(report.mismatches).toContainEqual(
      expect.objectContaining({
        kind: 'payment_not_credited',
        user_id: player.user.id,
        payment_id: uncredited.id,
        expected: 9,
        actual: 0,
      }),
    );
    expect(report.mismatch_count).toBe(3);
    expect(report.topups_credited).not.toBe(report.payments_confirmed);
  });

  it('the daily run writes one report per Baku day, from 04:00 Baku time, whoever calls it', async () => {
    // 23:59 UTC is 03:59 the next day in Baku (UTC+4 all year): not yet due.
    expect(await runDailyReconciliationIfDue(test.database.db, new Date('2030-03-09T23:59:00Z'))).toBeNull();
    const first = await runDailyReconciliationIfDue(test.database.db, new Date('2030-03-10T00:00:00Z'));
    expect(first).toMatchObject({ trigger: 'scheduled', day: '2030-03-10' });
    const again = await Promise.all([
      runDailyReconciliationIfDue(test.database.db, new Date('2030-03-10T10:00:00Z')),
      runDailyReconciliationIfDue(test.database.db, new Date('2030-03-10T19:59:00Z')),
    ]);
    expect(again).toEqual([null, null]);
    const scheduled = await test.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reconciliation?page_size=100',
      headers: admin.headers,
    });
    const reports = scheduled.json<ReconciliationReportsResponse>();
    expect(reports.items.filter((report) => report.day === '2030-03-10')).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({ trigger: 'scheduled', day: '2030-03-10', started_by: null });
  });

  it('the reports come newest first', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/admin/reconciliation?page=1&page_size=2',
      headers: admin.headers,
    });
    const reports = response.json<ReconciliationReportsResponse>();
    expect(reports.total).toBe(4);
    expect(reports.items).toHaveLength(2);
    const times = reports.items.map((report) => report.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
