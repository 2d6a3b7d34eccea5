import type { ErrorResponse, Payment } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.js';
import { registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { decodeEpointData, encodeEpointData, signEpointData } from './providers/epoint-protocol.js';
import { type FakeEpoint, startFakeEpoint } from './providers/testing/fake-epoint-server.js';
import { expectEveryBalanceToMatchItsLedger } from './testing/wallet-fixtures.js';
import { walletClient } from './testing/wallet-client.js';

const KEYS = { publicKey: 'i000200001', privateKey: 'Xk2mPq9vL4tR8wZ1' };

describe.each(testDrivers())(
  'top-ups through Epoint (a local fake speaking its protocol) on %s',
  (driver) => {
    let test: TestApp;
    let epoint: FakeEpoint;
    let callbackUrl: string;

    beforeAll(async () => {
      epoint = await startFakeEpoint(KEYS);
      test = await createTestApp({
        driver,
        env: {
          PAYMENT_PROVIDER: 'epoint',
          EPOINT_PUBLIC_KEY: KEYS.publicKey,
          EPOINT_PRIVATE_KEY: KEYS.privateKey,
          EPOINT_API_URL: epoint.apiUrl,
          PUBLIC_URL: 'https://app.oyna.test',
        },
      });
      const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
      callbackUrl = `${address}/api/v1/payments/epoint/callback`;
    });
    afterEach(() => expectEveryBalanceToMatchItsLedger(test.database.db));
    afterAll(async () => {
      await test.close();
      await epoint.close();
    });

    async function player() {
      const account = await registerThroughApi(test.app);
      return walletClient(test.app, account.tokens.access_token);
    }

    function orderOf(paymentId: string) {
      const order = [...epoint.orders.values()].find((candidate) => candidate.orderId === paymentId);
      if (!order) throw new Error(`Epoint has no order ${paymentId}`);
      return order;
    }

    it('signs the payment request as Epoint expects: base64 JSON data and base64 raw SHA-1 of key + data + key', () => {
      const data = encodeEpointData({
        public_key: 'i000000001',
        amount: '1.00',
        currency: 'AZN',
        order_id: '1',
      });
      expect(decodeEpointData(data)).toEqual({
        public_key: 'i000000001',
        amount: '1.00',
        currency: 'AZN',
        order_id: '1',
      });
      // Computed independently (Python: base64(hashlib.sha1(b'k' + data + b'k').digest())).
      expect(data).toBe(
        'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwMSIsImFtb3VudCI6IjEuMDAiLCJjdXJyZW5jeSI6IkFaTiIsIm9yZGVyX2lkIjoiMSJ9',
      );
      const signature = signEpointData('k', data);
      expect(signature).toBe('09FnXUSF1Eh8jKsIYzR1Pe9ixv4=');
      expect(signEpointData('other', data)).not.toBe(signature);
    });

    it('a top-up is created on Epoint with a valid signature and returns Epoint’s payment page', async () => {
      const wallet = await player();
      const topup = await wallet.startTopup(20);
      expect(topup.redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/te\d+$/);
      const request = epoint.received.at(-1);
      expect(request).toMatchObject({ path: '/api/1/request', signatureValid: true });
      expect(request?.payload).toMatchObject({
        public_key: KEYS.publicKey,
        amount: '20.00',
        currency: 'AZN',
        language: 'en',
        order_id: topup.payment_id,
        success_redirect_url: `https://app.oyna.test/balance/topups/${topup.payment_id}`,
        error_redirect_url: `https://app.oyna.test/balance/topups/${topup.payment_id}`,
      });
      const [row] = await test.database.db.select().from(payments).where(eq(payments.id, topup.payment_id));
      expect(row?.providerPaymentId).toBe(orderOf(topup.payment_id).transaction);
    });

    it('a signed success callback credits the wallet once, however often Epoint repeats it', async () => {
      const wallet = await player();
      const topup = await wallet.startTopup(12.5);
      const { transaction } = orderOf(topup.payment_id);
      const first = await epoint.complete(transaction, 'success', { callbackUrl });
      const again = await epoint.complete(transaction, 'success', { callbackUrl });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect((await wallet.payment(topup.payment_id)).json<Payment>()).toMatchObject({
        status: 'succeeded',
        amount: 12.5,
      });
      expect(await wallet.balance()).toBe(12.5);
      expect((await wallet.transactionList()).total).toBe(1);
    });

    it('a failed result fails the payment and credits nothing', async () => {
      const wallet = await player();
      const topup = await wallet.startTopup(10);
      await epoint.complete(orderOf(topup.payment_id).transaction, 'failed', { callbackUrl });
      expect((await wallet.payment(topup.payment_id)).json<Payment>()).toMatchObject({
        status: 'failed',
        failure_reason: 'Insufficient funds',
      });
      expect(await wallet.balance()).toBe(0);
    });

    it('a callback signed with another key, or with data changed after signing, is refused', async () => {
      const wallet = await player();
      const topup = await wallet.startTopup(30);
      const data = encodeEpointData({
        order_id: topup.payment_id,
        status: 'success',
        amount: 30,
        transaction: 'te1',
      });
      const post = (form: Record<string, string>) =>
        fetch(callbackUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        });
      const wrongKey = await post({ data, signature: signEpointData('guessed-private-key', data) });
      expect(wrongKey.status).toBe(401);
      expect(((await wrongKey.json()) as ErrorResponse).code).toBe('payment_signature_invalid');
      const signedOther = encodeEpointData({ order_id: topup.payment_id, status: 'failed', amount: 30 });
      const altered = await post({ data, signature: signEpointData(KEYS.privateKey, signedOther) });
      expect(altered.status).toBe(401);
      expect((await post({ data })).status).toBe(401);
      expect(await wallet.balance()).toBe(0);
      expect(await wallet.paymentStatus(topup.payment_id)).toBe('pending');
    });

    it('the status comes from the signed body, never from the HTTP status: a 200 saying "failed" credits nothing', async () => {
      const wallet = await player();
      const topup = await wallet.startTopup(15);
      const data = encodeEpointData({
        order_id: topup.payment_id,
        status: 'error',
        message: 'Bank timeout',
        amount: 15,
      });
      const response = await fetch(callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature: signEpointData(KEYS.privateKey, data) }).toString(),
      });
      expect(response.status).toBe(200);
      expect(await wallet.paymentStatus(topup.payment_id)).toBe('failed');
      expect(await wallet.balance()).toBe(0);
    });

    it('a stale payment is checked with get-status before it expires: paid on Epoint means credited', async () => {
      const wallet = await player();
      const paidButLost = await wallet.startTopup(25);
      const neverPaid = await wallet.startTopup(8);
      // Epoint took the money but its callback never arrived.
      orderOf(paidButLost.payment_id).status = 'success';
      await test.database.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) });
      expect(await wallet.paymentStatus(paidButLost.payment_id)).toBe('succeeded');
      expect(await wallet.paymentStatus(neverPaid.payment_id)).toBe('expired');
      expect(await wallet.balance()).toBe(25);
      const statusChecks = epoint.received.filter((request) => request.path === '/api/1/get-status');
      expect(statusChecks.length).toBeGreaterThanOrEqual(2);
      expect(statusChecks.every((request) => request.signatureValid)).toBe(true);
    });

    it('a success reported after the payment expired is still credited: the money was taken', async () => {
      const wallet = await player();
      const topup = await wallet.startTopup(9.99);
      await test.database.db
        .update(payments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(payments.id, topup.payment_id));
      expect(await wallet.paymentStatus(topup.payment_id)).toBe('expired');
      await epoint.complete(orderOf(topup.payment_id).transaction, 'success', { callbackUrl });
      expect(await wallet.paymentStatus(topup.payment_id)).toBe('succeeded');
      expect(await wallet.balance()).toBe(9.99);
    });

    it('when Epoint is unreachable the top-up answers 502 and nothing is pending', async () => {
      const unreachable = await createTestApp({
        driver,
        env: {
          PAYMENT_PROVIDER: 'epoint',
          EPOINT_PUBLIC_KEY: KEYS.publicKey,
          EPOINT_PRIVATE_KEY: KEYS.privateKey,
          EPOINT_API_URL: 'http://127.0.0.1:9/api/1',
        },
      });
      try {
        const account = await registerThroughApi(unreachable.app);
        const response = await walletClient(unreachable.app, account.tokens.access_token).topup(10);
        expect(response.statusCode).toBe(502);
        expect(response.json<ErrorResponse>().code).toBe('payment_provider_unavailable');
        const rows = await unreachable.database.db.select().from(payments);
        expect(rows.map((row) => row.status)).toEqual(['failed']);
      } finally {
        await unreachable.close();
      }
    });
  },
);
