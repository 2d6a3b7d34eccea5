import { parseManat, qepikToManatText } from '@oyna/shared';
import {
  decodeEpointData,
  encodeEpointData,
  isEpointSignatureValid,
  readEpointEnvelope,
  signEpointData,
} from './epoint-protocol.js';
import { type PaymentProvider, type ProviderReport, ProviderUnavailableError } from './payment-provider.js';

export interface EpointOptions {
  publicKey: string;
  privateKey: string;
  /** `https://epoint.az/api/1`, or a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** Epoint's statuses: `success` is paid, `new` is not yet, anything else is a failure. */
function statusOf(value: unknown): ProviderReport['status'] {
  if (value === 'success') return 'succeeded';
  if (value === 'new' || value === 'pending' || value === 'in_progress') return 'pending';
  return 'failed';
}

function reportFrom(body: Record<string, unknown>, fallbackPaymentId: string | null): ProviderReport | null {
  const paymentId = text(body['order_id']) ?? fallbackPaymentId;
  if (!paymentId) return null;
  const status = statusOf(body['status']);
  const amount = text(body['amount']);
  return {
    paymentId,
    status,
    amountQepik: amount === null ? null : parseManat(amount),
    providerPaymentId: text(body['transaction']),
    cardMask: text(body['card_mask']),
    failureReason: status === 'failed' ? (text(body['message']) ?? text(body['code']) ?? 'failed') : null,
  };
}

/** Epoint (epoint.az): the player pays on Epoint's page; Epoint posts a signed result to our callback. */
export function createEpointProvider(options: EpointOptions): PaymentProvider {
  async function call(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const data = encodeEpointData({ public_key: options.publicKey, ...payload });
    const form = new URLSearchParams({ data, signature: signEpointData(options.privateKey, data) });
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`Epoint ${path} unreachable`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ProviderUnavailableError(`Epoint ${path} answered ${response.status} without a JSON object`);
    }
    return body as Record<string, unknown>;
  }

  return {
    name: 'epoint',
    async createPayment(request) {
      const answer = await call('request', {
        amount: qepikToManatText(request.amountQepik),
        currency: 'AZN',
        language: request.language,
        order_id: request.paymentId,
        description: request.description,
        success_redirect_url: request.returnUrl,
        error_redirect_url: request.returnUrl,
      });
      const redirectUrl = text(answer['redirect_url']);
      if (answer['status'] !== 'success' || !redirectUrl || !/^https?:\/\//.test(redirectUrl)) {
        throw new ProviderUnavailableError(
          `Epoint refused the payment: ${text(answer['message']) ?? 'no reason'}`,
        );
      }
      return { redirectUrl, providerPaymentId: text(answer['transaction']) };
    },
    verifyCallback({ rawBody, contentType }) {
      const envelope = readEpointEnvelope(rawBody, contentType);
      if (!envelope || !isEpointSignatureValid(options.privateKey, envelope.data, envelope.signature)) {
        return null;
      }
      const body = decodeEpointData(envelope.data);
      return body ? reportFrom(body, null) : null;
    },
    async fetchStatus(payment) {
      const answer = await call(
        'get-status',
        payment.providerPaymentId ? { transaction: payment.providerPaymentId } : { order_id: payment.id },
      );
      const report = reportFrom(answer, payment.id);
      if (!report) throw new ProviderUnavailableError('Epoint get-status answered without an order');
      return { ...report, paymentId: payment.id };
    },
  };
}
