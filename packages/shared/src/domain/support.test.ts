import { describe, expect, it } from 'vitest';
import { LOYALTY_TIERS } from './loyalty.js';
import { compareSupportQueue, isVipSupportTier } from './support.js';

describe('VIP support (decision 96)', () => {
  it('is the gold and platinum tiers, the ones whose benefits carry vip_support', () => {
    expect(LOYALTY_TIERS.filter(isVipSupportTier)).toEqual(['gold', 'platinum']);
  });

  it('orders the queue VIP first, then whoever has waited longest', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 30, hour));
    const queue = [
      { id: 'newer', vip: false, waitingSince: at(9) },
      { id: 'vip-newer', vip: true, waitingSince: at(10) },
      { id: 'older', vip: false, waitingSince: at(6) },
      { id: 'vip-older', vip: true, waitingSince: at(8) },
    ].sort(compareSupportQueue);
    expect(queue.map((request) => request.id)).toEqual(['vip-older', 'vip-newer', 'older', 'newer']);
  });
});
