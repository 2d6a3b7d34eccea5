import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { type TopupCreditedEvent, createWalletEvents } from './wallet-events.js';

const event: TopupCreditedEvent = {
  userId: 'u1',
  paymentId: 'p1',
  amountQepik: 2000,
  balanceAfterQepik: 2000,
  ledgerEntryId: 'e1',
};

function fakeLog() {
  return { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
}

describe('wallet events', () => {
  it('a failing listener is logged and the others still hear the event', async () => {
    const log = fakeLog();
    const events = createWalletEvents(log);
    const heard: string[] = [];
    events.onTopupCredited(() => {
      throw new Error('games feature broke');
    });
    events.onTopupCredited(async (received) => {
      heard.push(received.paymentId);
    });
    await expect(events.emitTopupCredited(event)).resolves.toBeUndefined();
    expect(heard).toEqual(['p1']);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('a removed listener hears nothing, and two registries do not share listeners', async () => {
    const first = createWalletEvents(fakeLog());
    const second = createWalletEvents(fakeLog());
    const listener = vi.fn();
    const remove = first.onTopupCredited(listener);
    await second.emitTopupCredited(event);
    expect(listener).not.toHaveBeenCalled();
    await first.emitTopupCredited(event);
    remove();
    await first.emitTopupCredited(event);
    expect(listener).toHaveBeenCalledOnce();
  });
});
