import { randomUUID } from 'node:crypto';
import type { Payment, TopupResponse, Wallet, WalletTransactionsResponse } from '@oyna/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../auth/testing/auth-fixtures.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../providers/sandbox-provider.js';

/** The wallet endpoints as one signed-in user calls them through `app.inject`. */
export function walletClient(app: FastifyInstance, accessToken: string) {
  const headers = { ...bearer(accessToken), 'accept-language': 'en' };
  return {
    topup: (amount: unknown, idempotencyKey: string | null = randomUUID()) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/wallet/topups',
        headers: { ...headers, ...(idempotencyKey !== null && { 'idempotency-key': idempotencyKey }) },
        payload: { amount },
      }),
    async startTopup(amount: number): Promise<TopupResponse> {
      const response = await this.topup(amount);
      if (response.statusCode !== 201)
        throw new Error(`top-up refused: ${response.statusCode} ${response.body}`);
      return response.json<TopupResponse>();
    },
    payment: (id: string) => app.inject({ method: 'GET', url: `/api/v1/payments/${id}`, headers }),
    async paymentStatus(id: string): Promise<Payment['status']> {
      return (await this.payment(id)).json<Payment>().status;
    },
    wallet: () => app.inject({ method: 'GET', url: '/api/v1/wallet', headers }),
    async balance(): Promise<number> {
      return (await this.wallet()).json<Wallet>().balance;
    },
    transactions: (query = '') =>
      app.inject({ method: 'GET', url: `/api/v1/wallet/transactions${query}`, headers }),
    async transactionList(query = ''): Promise<WalletTransactionsResponse> {
      return (await this.transactions(query)).json<WalletTransactionsResponse>();
    },
  };
}

/** The sandbox's pay endpoint of a top-up, with the checkout key of its link. */
export function sandboxPayUrl(topup: Pick<TopupResponse, 'redirect_url'>): string {
  return topup.redirect_url.replace('/checkout?', '/pay?');
}

/** The sandbox card page's form submission (no token: it is the "bank's" page, reached by its signed link). */
export function paySandbox(
  app: FastifyInstance,
  topup: Pick<TopupResponse, 'redirect_url'>,
  form: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: sandboxPayUrl(topup),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A sandbox callback as a gateway would post it, signed with `secret`. */
export function sandboxCallback(app: FastifyInstance, body: object, secret: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/callback',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, raw) },
    payload: raw,
  });
}
