import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeEpointData,
  encodeEpointData,
  isEpointSignatureValid,
  signEpointData,
} from '../epoint-protocol.js';

export interface FakeEpointOrder {
  orderId: string;
  transaction: string;
  amount: string;
  currency: string;
  language: string;
  successRedirectUrl: string;
  errorRedirectUrl: string;
  status: 'new' | 'success' | 'failed';
}

export interface FakeEpoint {
  /** The API base to configure as EPOINT_API_URL, e.g. `http://127.0.0.1:4567/api/1`. */
  apiUrl: string;
  orders: Map<string, FakeEpointOrder>;
  /** Every request received, with whether its signature was valid. */
  received: { path: string; signatureValid: boolean; payload: Record<string, unknown> | null }[];
  /** The player pays (or is declined) on Epoint's page: Epoint posts the signed result to `callbackUrl`. */
  complete(
    transaction: string,
    outcome: 'success' | 'failed',
    options: { callbackUrl: string; amount?: string },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local stand-in for Epoint that speaks its protocol: `POST /api/1/request` and
 * `POST /api/1/get-status` take form-encoded `data` + `signature` (checked with the merchant's
 * private key), answer JSON whose `status` field (not the HTTP status) says what happened, and
 * results are posted to the merchant's callback signed the same way.
 */
export async function startFakeEpoint(keys: { publicKey: string; privateKey: string }): Promise<FakeEpoint> {
  const orders = new Map<string, FakeEpointOrder>();
  const received: FakeEpoint['received'] = [];
  let counter = 0;

  const server: Server = createServer(async (request, response) => {
    const reply = (body: Record<string, unknown>) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    const form = await readForm(request);
    const data = form.get('data') ?? '';
    const signatureValid = isEpointSignatureValid(keys.privateKey, data, form.get('signature') ?? '');
    const payload = decodeEpointData(data);
    received.push({ path, signatureValid, payload });
    if (!signatureValid || !payload || payload['public_key'] !== keys.publicKey) {
      reply({ status: 'error', message: 'Signature is not valid' });
      return;
    }

    if (path === '/api/1/request') {
      counter += 1;
      const transaction = `te${String(counter).padStart(9, '0')}`;
      const order: FakeEpointOrder = {
        orderId: String(payload['order_id']),
        transaction,
        amount: String(payload['amount']),
        currency: String(payload['currency']),
        language: String(payload['language']),
        successRedirectUrl: String(payload['success_redirect_url']),
        errorRedirectUrl: String(payload['error_redirect_url']),
        status: 'new',
      };
      orders.set(transaction, order);
      reply({
        status: 'success',
        transaction,
        redirect_url: `${apiUrl.replace('/api/1', '')}/checkout/${transaction}`,
      });
      return;
    }
    if (path === '/api/1/get-status') {
      const order =
        orders.get(String(payload['transaction'])) ??
        [...orders.values()].find((candidate) => candidate.orderId === payload['order_id']);
      if (!order) {
        reply({ status: 'error', message: 'Transaction not found' });
        return;
      }
      reply({
        status: order.status,
        code: order.status === 'success' ? '000' : order.status === 'failed' ? '116' : null,
        message: order.status === 'failed' ? 'Insufficient funds' : 'Ok',
        transaction: order.transaction,
        order_id: order.orderId,
        amount: Number(order.amount),
      });
      return;
    }
    response.writeHead(404).end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}/api/1`;

  return {
    apiUrl,
    orders,
    received,
    async complete(transaction, outcome, options) {
      const order = orders.get(transaction);
      if (!order) throw new Error(`no order ${transaction}`);
      order.status = outcome;
      const data = encodeEpointData({
        order_id: order.orderId,
        status: outcome,
        code: outcome === 'success' ? '000' : '116',
        message: outcome === 'success' ? 'Approved' : 'Insufficient funds',
        transaction: order.transaction,
        bank_transaction: `bt${order.transaction}`,
        bank_response: outcome === 'success' ? 'APPROVED' : 'DECLINED',
        operation_code: '100',
        rrn: '612345678901',
        card_name: 'TEST CARDHOLDER',
        card_mask: '416974******1778',
        amount: Number(options.amount ?? order.amount),
      });
      const response = await fetch(options.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data, signature: signEpointData(keys.privateKey, data) }).toString(),
      });
      return { status: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
