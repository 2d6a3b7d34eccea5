import type { Language, PaymentProviderName } from '@oyna/shared';

/** What the product asks a provider to charge. */
export interface ProviderPaymentRequest {
  paymentId: string;
  amountQepik: number;
  language: Language;
  /** A short text the provider shows the player on its page. */
  description: string;
  /** Where the provider sends the player back to (both after success and after failure). */
  returnUrl: string;
}

export interface ProviderPaymentStart {
  /** The provider's page where the player pays. */
  redirectUrl: string;
  /** The provider's own id of the payment, when it gives one at once. */
  providerPaymentId: string | null;
}

/** The outcome of a payment as a provider reports it, in a callback or when asked. */
export interface ProviderReport {
  paymentId: string;
  status: 'succeeded' | 'failed' | 'pending';
  /** The amount the provider charged, in qəpik, when it says so: checked against the payment. */
  amountQepik: number | null;
  providerPaymentId: string | null;
  cardMask: string | null;
  /** The provider's reason for a failure, in its words. */
  failureReason: string | null;
}

/** An HTTP request delivered to `POST /payments/{provider}/callback`, as received. */
export interface ProviderCallback {
  rawBody: string;
  contentType: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One payment provider: starts payments, verifies the callbacks it sends, and answers what it
 * knows about a payment. Everything a callback says is trusted only after `verifyCallback`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(request: ProviderPaymentRequest): Promise<ProviderPaymentStart>;
  /** The report in a callback whose signature is valid; null when it is not (forged, altered, malformed). */
  verifyCallback(callback: ProviderCallback): ProviderReport | null;
  /** Asks the provider for the payment's current state. */
  fetchStatus(payment: { id: string; providerPaymentId: string | null }): Promise<ProviderReport>;
}

/** The providers this instance can talk to, by name, and the one new payments go through. */
export interface PaymentProviders {
  current: PaymentProvider;
  byName(name: string): PaymentProvider | null;
  /** The key the sandbox gateway signs its callbacks with (shared by gateway and provider). */
  sandboxSecret: string;
}

/** Thrown when a provider cannot be reached or answers nonsense; shown as 502 `payment_provider_unavailable`. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
