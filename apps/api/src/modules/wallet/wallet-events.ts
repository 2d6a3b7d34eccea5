import type { FastifyBaseLogger } from 'fastify';

/** A top-up that has been credited and committed. */
export interface TopupCreditedEvent {
  userId: string;
  paymentId: string;
  amountQepik: number;
  balanceAfterQepik: number;
  ledgerEntryId: string;
}

export type TopupCreditedListener = (event: TopupCreditedEvent) => void | Promise<void>;

/**
 * What happens to wallets, for other features to react to (the games feature confirms a place
 * held for a player once their top-up is credited). One registry per app instance.
 */
export interface WalletEvents {
  /** Adds a listener; returns a function that removes it. */
  onTopupCredited(listener: TopupCreditedListener): () => void;
  /**
   * Calls every listener in turn, after the credit has committed. A listener that throws is
   * logged and the others still run: the payment is settled whatever a listener does.
   */
  emitTopupCredited(event: TopupCreditedEvent): Promise<void>;
}

export function createWalletEvents(log: FastifyBaseLogger): WalletEvents {
  const listeners = new Set<TopupCreditedListener>();
  return {
    onTopupCredited(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async emitTopupCredited(event) {
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (error) {
          log.error({ err: error, event }, 'a topup-credited listener failed');
        }
      }
    },
  };
}
