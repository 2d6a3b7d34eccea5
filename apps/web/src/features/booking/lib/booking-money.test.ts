import { describe, expect, it } from 'vitest';
import { shortfall } from './booking-money';
import { topUpLink } from '../../../lib/top-up-link';

describe('topping up for a held place', () => {
  it('computes what is missing in whole qəpik, without float errors', () => {
    expect(shortfall(10, 2.7)).toBe(7.3);
    expect(shortfall(0.3, 0.1)).toBe(0.2);
    expect(shortfall(12.5, 50)).toBe(0);
  });

  it('links to the wallet with the amount and the way back to the game', () => {
    const link = topUpLink(7.3, '/games/abc');
    expect(link).toBe('/balance?topup=7.30&return_to=%2Fgames%2Fabc');
    expect(topUpLink(0, '/games/abc')).toBe('/balance?return_to=%2Fgames%2Fabc');
  });
});
