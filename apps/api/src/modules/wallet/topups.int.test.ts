import {
  SANDBOX_TEST_CARD,
  type ErrorResponse,
  type Payment,
  type TopupResponse,
  type User,
} from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments } from '../../db/schema.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { expectEveryBalanceToMatchItsLedger } from './testing/wallet-fixtures.js';
import { paySandbox, sandboxCallback, sandboxPayUrl, walletClient } from './testing/wallet-client.js';
import type { TopupCreditedEvent } from './wallet-events.js';

const SECRET = 'sandbox-secret-for-tests-0123456789abcdef';
const DECLINED_CARD = '4000000000000002';

describe.each(testDrivers())('top-ups through the sandbox on %s', (driver) => {
  let test: TestApp;
  const credited: TopupCreditedEvent[] = [];

  beforeAll(async () => {
    test = await createTestApp({ driver, env: { PAYMENT_SANDBOX_SECRET: SECRET } });
    test.app.walletEvents.onTopupCredited((event) => void credited.push(event));
  });
  afterEach(async () => {
    // The rule of the ledger holds after every scenario.
    await expectEveryBalanceToMatchItsLedger(test.database.db);
  });
  afterAll(() => test.close());

  async function player() {
    const account = await registerThroughApi(test.app);
    return { ...account, wallet: walletClient(test.app, account.tokens.access_token) };
  }

  /** The callback body the sandbox would send for this payment. */
  const approval = (payment: { payment_id: string }, amount: string, overrides: object = {}) => ({
    payment_id: payment.payment_id,
    status: 'approved',
    amount,
    currency: 'AZN',
    transaction_id: `sbx_test_${payment.payment_id.slice(0, 8)}`,
    card_mask: '416974******1778',
    reason: null,
    ...overrides,
  });

  it('happy path: 20 ₼ paid with the test card is credited once, shown in the wallet, the ledger and /auth/me', async () => {
    const { wallet, tokens, user } = await player();
    const topup = await wallet.startTopup(20);
    expect(topup).toMatchObject({ status: 'pending' });
    expect(topup.redirect_url).toMatch(
      new RegExp(`^/api/v1/payments/sandbox/${topup.payment_id}/checkout\\?lang=en&key=[\\w-]{43}$`),
    );

    const page = await test.app.inject({ method: 'GET', url: topup.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('20.00\u00a0AZN');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await paySandbox(test.app, topup, {
      card_number: '4169 7413 3015 1778',
      expiry: '12/29',
      cvc: '123',
      intent: 'pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/balance/topups/${topup.payment_id}`);

    const payment = (await wallet.payment(topup.payment_id)).json<Payment>();
    // The result carries the balance with the top-up in it.
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: 20,
      currency: 'AZN',
      provider: 'sandbox',
      balance: 20,
    });
    expect(payment.completed_at).not.toBeNull();
    expect(await wallet.balance()).toBe(20);

    const history = await wallet.transactionList();
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({
      kind: 'topup',
      amount: 20,
      balance_after: 20,
      reference: { type: 'payment', id: topup.payment_id },
      description: { key: 'topup', params: { amount: '20.00', card_mask: '416974******1778' } },
    });

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.json<User>().balance).toBe(20);
    expect(credited).toContainEqual(
      expect.objectContaining({
        userId: user.id,
        paymentId: topup.payment_id,
        amountQepik: 2000,
        balanceAfterQepik: 2000,
      }),
    );
  });

  it('a declined card fails the payment and credits nothing', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(10);
    const declined = await paySandbox(test.app, topup, {
      card_number: DECLINED_CARD,
      expiry: '12/29',
      cvc: '123',
    });
    expect(declined.statusCode).toBe(303);
    const payment = (await wallet.payment(topup.payment_id)).json<Payment>();
    expect(payment).toMatchObject({ status: 'failed', failure_reason: 'card_declined', balance: 0 });
    expect(await wallet.balance()).toBe(0);
    expect((await wallet.transactionList()).total).toBe(0);

    const again = await paySandbox(test.app, topup, { card_number: SANDBOX_TEST_CARD });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toContain('/checkout');
    expect(await wallet.balance()).toBe(0);
  });

  it('cancelling on the card page fails the payment', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(5);
    await paySandbox(test.app, topup, { intent: 'cancel' });
    expect((await wallet.payment(topup.payment_id)).json<Payment>()).toMatchObject({
      status: 'failed',
      failure_reason: 'cancelled',
    });
  });

  it('an unusable card number sends the form back with an error and changes nothing', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(5);
    const response = await paySandbox(test.app, topup, { card_number: '12ab' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('error=card');
    expect(await wallet.paymentStatus(topup.payment_id)).toBe('pending');
    const json = await test.app.inject({
      method: 'POST',
      url: sandboxPayUrl(topup),
      payload: { card_number: '123' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<ErrorResponse>().fields).toHaveProperty('card_number');
  });

  it('a callback with a forged signature is refused and credits nothing', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(50);
    const forged = await sandboxCallback(
      test.app,
      approval(topup, '50.00'),
      'not-the-sandbox-secret-0123456789',
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json<ErrorResponse>().code).toBe('payment_signature_invalid');

    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(approval(topup, '50.00')),
    });
    expect(unsigned.statusCode).toBe(401);

    // A valid signature over one body does not vouch for another.
    const signedBody = JSON.stringify(approval(topup, '50.00', { status: 'declined' }));
    const swapped = await test.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/callback',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': (await import('./providers/sandbox-provider.js')).signSandboxBody(
          SECRET,
          signedBody,
        ),
      },
      payload: JSON.stringify(approval(topup, '50.00')),
    });
    expect(swapped.statusCode).toBe(401);

    expect(await wallet.paymentStatus(topup.payment_id)).toBe('pending');
    expect(await wallet.balance()).toBe(0);
  });

  it('the same callback delivered twice credits once', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(12.5);
    const first = await sandboxCallback(test.app, approval(topup, '12.50'), SECRET);
    const second = await sandboxCallback(test.app, approval(topup, '12.50'), SECRET);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await wallet.balance()).toBe(12.5);
    expect((await wallet.transactionList()).total).toBe(1);
  });

  it('50 parallel callbacks for one payment credit once and tell the listeners once', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(20);
    const before = credited.filter((event) => event.paymentId === topup.payment_id).length;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => sandboxCallback(test.app, approval(topup, '20.00'), SECRET)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await wallet.balance()).toBe(20);
    const rows = await test.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.referenceId, topup.payment_id));
    expect(rows).toHaveLength(1);
    expect(credited.filter((event) => event.paymentId === topup.payment_id).length - before).toBe(1);
  });

  it('a callback whose amount differs from the payment credits nothing', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(5);
    const response = await sandboxCallback(test.app, approval(topup, '500.00'), SECRET);
    expect(response.statusCode).toBe(409);
    expect(await wallet.balance()).toBe(0);
  });

  it('a callback for an unknown payment is 404 and credits nothing', async () => {
    const response = await sandboxCallback(
      test.app,
      approval({ payment_id: '00000000-0000-4000-8000-000000000000' }, '5.00'),
      SECRET,
    );
    expect(response.statusCode).toBe(404);
  });

  it('a repeated Idempotency-Key returns the same payment; the same key with another amount is refused', async () => {
    const { wallet } = await player();
    const first = await wallet.topup(20, 'same-key-1');
    const repeat = await wallet.topup(20, 'same-key-1');
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json<TopupResponse>()).toEqual(first.json<TopupResponse>());
    const other = await wallet.topup(30, 'same-key-1');
    expect(other.statusCode).toBe(422);
    expect(other.json<ErrorResponse>().code).toBe('idempotency_key_reused');

    const parallel = await Promise.all(Array.from({ length: 10 }, () => wallet.topup(7, 'same-key-2')));
    const ids = new Set(
      parallel
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json<TopupResponse>().payment_id),
    );
    expect(ids.size).toBe(1);
    const rows = await test.database.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, 'same-key-2'));
    expect(rows).toHaveLength(1);
  });

  it('a top-up needs an Idempotency-Key and an amount of 1 to 500 manat with at most two decimals', async () => {
    const { wallet } = await player();
    const missingKey = await wallet.topup(20, null);
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json<ErrorResponse>().code).toBe('idempotency_key_required');
    for (const amount of [0.99, 500.01, 12.345, -5, '20', null]) {
      const response = await wallet.topup(amount);
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(response.json<ErrorResponse>().fields).toHaveProperty('amount');
    }
    expect((await wallet.topup(1)).statusCode).toBe(201);
    expect((await wallet.topup(500)).statusCode).toBe(201);
    const unauthenticated = await test.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/topups',
      payload: { amount: 5 },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('one user cannot see another user’s payment or transactions', async () => {
    const owner = await player();
    const other = await player();
    const topup = await owner.wallet.startTopup(10);
    await paySandbox(test.app, topup, { card_number: SANDBOX_TEST_CARD });
    const peek = await other.wallet.payment(topup.payment_id);
    expect(peek.statusCode).toBe(404);
    expect(peek.json<ErrorResponse>().code).toBe('payment_not_found');
    expect((await other.wallet.transactionList()).total).toBe(0);
    expect(await other.wallet.balance()).toBe(0);
    expect(await owner.wallet.balance()).toBe(10);
  });

  it('a stranger who knows a payment id can neither see its card page nor pay or cancel it', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(10);
    const otherTopup = await (await player()).wallet.startTopup(10);
    const otherKey = new URL(otherTopup.redirect_url, 'http://x').searchParams.get('key') ?? '';
    const base = `/api/v1/payments/sandbox/${topup.payment_id}`;
    for (const query of ['?lang=en', `?lang=en&key=${otherKey}`, '?lang=en&key=']) {
      const page = await test.app.inject({ method: 'GET', url: `${base}/checkout${query}` });
      expect(page.statusCode).toBe(404);
      expect(page.json<ErrorResponse>().code).toBe('payment_not_found');
      const forms: Record<string, string>[] = [{ intent: 'cancel' }, { card_number: SANDBOX_TEST_CARD }];
      for (const form of forms) {
        const act = await test.app.inject({
          method: 'POST',
          url: `${base}/pay${query}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });
        expect(act.statusCode).toBe(404);
      }
    }
    expect(await wallet.paymentStatus(topup.payment_id)).toBe('pending');
    expect(await wallet.balance()).toBe(0);
    const page = await test.app.inject({ method: 'GET', url: topup.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/pay?lang=en&amp;key=`);
  });

  it('a payment not completed within 30 minutes expires, and can no longer be paid', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(10);
    await test.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, topup.payment_id));
    const payment = (await wallet.payment(topup.payment_id)).json<Payment>();
    expect(payment).toMatchObject({ status: 'expired' });
    const late = await test.app.inject({
      method: 'POST',
      url: sandboxPayUrl(topup),
      payload: { card_number: SANDBOX_TEST_CARD },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json<ErrorResponse>().code).toBe('payment_expired');
    expect(await wallet.balance()).toBe(0);
  });

  it('new payments expire 30 minutes after they start', async () => {
    const { wallet } = await player();
    const topup = await wallet.startTopup(10);
    const payment = (await wallet.payment(topup.payment_id)).json<Payment>();
    const minutes = (Date.parse(payment.expires_at) - Date.parse(payment.created_at)) / 60_000;
    expect(minutes).toBe(30);
  });

  it('the history is newest first, paginated and filtered by kind', async () => {
    const { wallet } = await player();
    for (const amount of [5, 10, 20]) {
      const topup = await wallet.startTopup(amount);
      await paySandbox(test.app, topup, { card_number: SANDBOX_TEST_CARD });
    }
    const page1 = await wallet.transactionList('?page=1&page_size=2');
    expect(page1).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page1.items.map((item) => item.amount)).toEqual([20, 10]);
    expect(page1.items.map((item) => item.balance_after)).toEqual([35, 15]);
    const page2 = await wallet.transactionList('?page=2&page_size=2');
    expect(page2.items.map((item) => item.amount)).toEqual([5]);
    expect((await wallet.transactionList('?kind=topup')).total).toBe(3);
    expect((await wallet.transactionList('?kind=refund')).total).toBe(0);
    expect((await wallet.transactions('?kind=gift')).statusCode).toBe(400);
  });
});
