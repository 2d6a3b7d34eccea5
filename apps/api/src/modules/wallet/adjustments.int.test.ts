import type { AdjustmentResponse, ErrorResponse } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { expectEveryBalanceToMatchItsLedger } from './testing/wallet-fixtures.js';
import { walletClient } from './testing/wallet-client.js';

describe.each(testDrivers())('admin balance adjustments on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterEach(() => expectEveryBalanceToMatchItsLedger(test.database.db));
  afterAll(() => test.close());

  async function account(role: 'player' | 'admin' = 'player') {
    const registered = await registerThroughApi(test.app);
    if (role !== 'player') {
      await test.database.db.update(users).set({ role }).where(eq(users.id, registered.user.id));
    }
    return registered;
  }

  const adjust = (token: string, userId: string, payload: object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${userId}/adjustments`,
      headers: { ...bearer(token), 'accept-language': 'az', ...headers },
      payload,
    });

  it('an admin credits and debits a balance with a reason; each is a ledger row and an audit log entry', async () => {
    const admin = await account('admin');
    const player = await account();
    const credit = await adjust(admin.tokens.access_token, player.user.id, {
      amount: 15,
      reason: 'Kompensasiya: ləğv edilmiş oyun',
    });
    expect(credit.statusCode).toBe(201);
    expect(credit.json<AdjustmentResponse>()).toMatchObject({
      balance: 15,
      transaction: {
        kind: 'adjustment',
        amount: 15,
        balance_after: 15,
        description: { key: 'admin_adjustment', params: { reason: 'Kompensasiya: ləğv edilmiş oyun' } },
      },
    });
    const debit = await adjust(admin.tokens.access_token, player.user.id, {
      amount: -5.5,
      reason: 'Səhv köçürmə',
    });
    expect(debit.json<AdjustmentResponse>().balance).toBe(9.5);
    expect(await walletClient(test.app, player.tokens.access_token).balance()).toBe(9.5);

    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, player.user.id));
    expect(audit).toHaveLength(2);
    expect(audit.map((row) => row.actorUserId)).toEqual([admin.user.id, admin.user.id]);
    expect(audit.map((row) => row.action)).toEqual(['wallet.adjustment', 'wallet.adjustment']);
    expect(audit.map((row) => row.details['amount_qepik']).sort()).toEqual([-550, 1500].sort());
  });

  it('an adjustment cannot take a balance below zero, and then changes nothing', async () => {
    const admin = await account('admin');
    const player = await account();
    await adjust(admin.tokens.access_token, player.user.id, { amount: 3, reason: 'Bonus' });
    const response = await adjust(admin.tokens.access_token, player.user.id, {
      amount: -3.01,
      reason: 'Düzəliş',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorResponse>()).toMatchObject({ code: 'insufficient_balance' });
    expect(response.json<ErrorResponse>().detail).toContain('vəsait');
    expect(await walletClient(test.app, player.tokens.access_token).balance()).toBe(3);
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, player.user.id));
    expect(audit).toHaveLength(1);
  });

  it('a repeated Idempotency-Key adjusts once', async () => {
    const admin = await account('admin');
    const player = await account();
    const headers = { 'idempotency-key': 'adj-1' };
    await adjust(admin.tokens.access_token, player.user.id, { amount: 4, reason: 'Bonus' }, headers);
    const repeat = await adjust(
      admin.tokens.access_token,
      player.user.id,
      { amount: 4, reason: 'Bonus' },
      headers,
    );
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json<AdjustmentResponse>().balance).toBe(4);
    expect(await walletClient(test.app, player.tokens.access_token).balance()).toBe(4);
  });

  it('players and organizers get 403 and change nothing', async () => {
    const player = await account();
    const organizer = await account();
    await test.database.db.update(users).set({ role: 'organizer' }).where(eq(users.id, organizer.user.id));
    for (const caller of [player, organizer]) {
      const response = await adjust(caller.tokens.access_token, player.user.id, {
        amount: 100,
        reason: 'Özümə',
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await walletClient(test.app, player.tokens.access_token).balance()).toBe(0);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.user.id}/adjustments`,
      payload: { amount: 1, reason: 'Heç kim' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad input is a 400 with fields; an unknown user is 404', async () => {
    const admin = await account('admin');
    const player = await account();
    for (const payload of [
      { amount: 0, reason: 'Sıfır' },
      { amount: 1.005, reason: 'Kəsr' },
      { amount: 5, reason: 'x' },
      { amount: 5 },
    ]) {
      const response = await adjust(admin.tokens.access_token, player.user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ErrorResponse>().fields).toBeDefined();
    }
    const unknown = await adjust(admin.tokens.access_token, '00000000-0000-4000-8000-000000000000', {
      amount: 5,
      reason: 'Bonus',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().code).toBe('user_not_found');
  });
});
