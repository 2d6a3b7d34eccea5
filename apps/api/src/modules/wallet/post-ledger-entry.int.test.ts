import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, wallets } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { getBalanceQepik } from './get-balance.js';
import { postLedgerEntry } from './post-ledger-entry.js';
import {
  createUser,
  expectEveryBalanceToMatchItsLedger,
  fundWallet,
  ledgerEntry,
} from './testing/wallet-fixtures.js';

describe.each(testDrivers())('postLedgerEntry on %s', (driver) => {
  let test: TestApp;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => {
    await expectEveryBalanceToMatchItsLedger(db());
    await test.close();
  });

  it('a credit opens the wallet and the balance follows the rows', async () => {
    const user = await createUser(db());
    expect(await getBalanceQepik(db(), user.id)).toBe(0);
    const first = await postLedgerEntry(db(), ledgerEntry(user.id, { kind: 'topup', amountQepik: 2000 }));
    const second = await db().transaction((tx) =>
      postLedgerEntry(tx, ledgerEntry(user.id, { kind: 'game_payment', amountQepik: -1250 })),
    );
    expect(first).toMatchObject({ created: true, balanceAfterQepik: 2000 });
    expect(second).toMatchObject({ created: true, balanceAfterQepik: 750 });
    expect(await getBalanceQepik(db(), user.id)).toBe(750);
    await expectEveryBalanceToMatchItsLedger(db());
  });

  it('a repeated idempotency key returns the first entry and changes nothing', async () => {
    const user = await createUser(db());
    const entry = ledgerEntry(user.id, { kind: 'refund', amountQepik: 800 });
    const first = await postLedgerEntry(db(), entry);
    const again = await postLedgerEntry(db(), entry);
    expect(again).toMatchObject({ created: false, entryId: first.entryId, balanceAfterQepik: 800 });
    expect(await getBalanceQepik(db(), user.id)).toBe(800);
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('a debit that would take the balance below zero is refused with insufficient_balance and changes nothing', async () => {
    const user = await createUser(db());
    await fundWallet(db(), user.id, 500);
    const attempt = db().transaction((tx) =>
      postLedgerEntry(tx, ledgerEntry(user.id, { kind: 'game_payment', amountQepik: -501 })),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'insufficient_balance', statusCode: 422 });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await getBalanceQepik(db(), user.id)).toBe(500);
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('a debit from a user who never had money is insufficient_balance and opens no wallet', async () => {
    const user = await createUser(db());
    await expect(
      postLedgerEntry(db(), ledgerEntry(user.id, { kind: 'game_payment', amountQepik: -100 })),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await db().select().from(wallets).where(eq(wallets.userId, user.id))).toHaveLength(0);
  });

  it('a debit of the whole balance leaves exactly zero', async () => {
    const user = await createUser(db());
    await fundWallet(db(), user.id, 1999);
    const paid = await postLedgerEntry(
      db(),
      ledgerEntry(user.id, { kind: 'game_payment', amountQepik: -1999 }),
    );
    expect(paid.balanceAfterQepik).toBe(0);
  });

  it('the entry joins the caller transaction: a rollback there undoes it', async () => {
    const user = await createUser(db());
    await fundWallet(db(), user.id, 1000);
    await expect(
      db().transaction(async (tx) => {
        await postLedgerEntry(tx, ledgerEntry(user.id, { kind: 'game_payment', amountQepik: -400 }));
        throw new Error('the caller fails after paying');
      }),
    ).rejects.toThrow('the caller fails after paying');
    expect(await getBalanceQepik(db(), user.id)).toBe(1000);
  });

  it('amounts of the wrong sign for their kind, zero or fractions are refused before any write', async () => {
    const user = await createUser(db());
    for (const bad of [
      { kind: 'topup', amountQepik: -100 },
      { kind: 'game_payment', amountQepik: 100 },
      { kind: 'adjustment', amountQepik: 0 },
      { kind: 'bonus', amountQepik: 10.5 },
    ] as const) {
      await expect(postLedgerEntry(db(), ledgerEntry(user.id, bad))).rejects.toThrow('invalid ledger amount');
    }
    expect(await getBalanceQepik(db(), user.id)).toBe(0);
  });

  it('the same key reused for a different movement is refused with idempotency_key_reused, not a silent success', async () => {
    const user = await createUser(db());
    const entry = ledgerEntry(user.id, { amountQepik: 300 });
    await postLedgerEntry(db(), entry);
    await expect(postLedgerEntry(db(), { ...entry, amountQepik: 301 })).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await getBalanceQepik(db(), user.id)).toBe(300);
  });

  it('the database refuses a negative balance even when written around the service', async () => {
    const user = await createUser(db());
    await fundWallet(db(), user.id, 100);
    await expect(
      db().update(wallets).set({ balanceQepik: -1 }).where(eq(wallets.userId, user.id)),
    ).rejects.toThrow();
  });

  it('20 parallel debits of one wallet never overdraw it: exactly as many succeed as the money covers', async () => {
    const user = await createUser(db());
    await fundWallet(db(), user.id, 1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db().transaction((tx) =>
          postLedgerEntry(tx, ledgerEntry(user.id, { kind: 'game_payment', amountQepik: -300 })),
        ),
      ),
    );
    const paid = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as AppError).code === 'insufficient_balance',
    );
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(await getBalanceQepik(db(), user.id)).toBe(100);
    await expectEveryBalanceToMatchItsLedger(db());
  });

  it('50 parallel posts of one idempotency key create one entry', async () => {
    const user = await createUser(db());
    const entry = ledgerEntry(user.id, { kind: 'topup', amountQepik: 2000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => db().transaction((tx) => postLedgerEntry(tx, entry))),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    expect(await getBalanceQepik(db(), user.id)).toBe(2000);
  });
});
