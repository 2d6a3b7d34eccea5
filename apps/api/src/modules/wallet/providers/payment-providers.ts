import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.js';
import { createEpointProvider } from './epoint-provider.js';
import type { PaymentProvider, PaymentProviders } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

/**
 * The providers of this instance: the sandbox always (payments made with it keep settling after a
 * switch), Epoint when its keys are set. `current` is PAYMENT_PROVIDER, used for new payments.
 */
export function paymentProvidersFromConfig(config: Config, log: FastifyBaseLogger): PaymentProviders {
  let sandboxSecret = config.PAYMENT_SANDBOX_SECRET;
  if (!sandboxSecret) {
    sandboxSecret = randomBytes(32).toString('hex');
    if (config.PAYMENT_PROVIDER === 'sandbox' && config.NODE_ENV !== 'test') {
      log.warn(
        'PAYMENT_SANDBOX_SECRET is not set: sandbox callbacks are signed with a random key per process',
      );
    }
  }
  const providers = new Map<string, PaymentProvider>([
    ['sandbox', createSandboxProvider({ secret: sandboxSecret })],
  ]);
  if (config.EPOINT_PUBLIC_KEY && config.EPOINT_PRIVATE_KEY) {
    providers.set(
      'epoint',
      createEpointProvider({
        publicKey: config.EPOINT_PUBLIC_KEY,
        privateKey: config.EPOINT_PRIVATE_KEY,
        apiUrl: config.EPOINT_API_URL,
      }),
    );
  }
  const current = providers.get(config.PAYMENT_PROVIDER);
  if (!current) throw new Error(`payment provider ${config.PAYMENT_PROVIDER} is not configured`);
  if (current.name === 'sandbox' && config.NODE_ENV === 'production') {
    log.warn('PAYMENT_PROVIDER is sandbox: top-ups are test payments with a test card, not real money');
  }
  return { current, byName: (name) => providers.get(name) ?? null, sandboxSecret };
}
