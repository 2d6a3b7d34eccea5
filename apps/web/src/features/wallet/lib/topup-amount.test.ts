import { describe, expect, it } from 'vitest';
import { readTopupAmount } from './topup-amount';

describe('readTopupAmount', () => {
  it('reads amounts typed with a comma or a point into qəpik', () => {
    expect(readTopupAmount('20')).toEqual({ qepik: 2000 });
    expect(readTopupAmount('12,5')).toEqual({ qepik: 1250 });
    expect(readTopupAmount('7.25')).toEqual({ qepik: 725 });
    expect(readTopupAmount('500')).toEqual({ qepik: 50_000 });
    expect(readTopupAmount('1')).toEqual({ qepik: 100 });
  });

  it('names the problem with everything else, and treats empty as no choice', () => {
    expect(readTopupAmount('')).toBeNull();
    expect(readTopupAmount('0.99')).toEqual({ problem: 'too_small' });
    expect(readTopupAmount('500.01')).toEqual({ problem: 'too_big' });
    expect(readTopupAmount('1.005')).toEqual({ problem: 'invalid_amount' });
    expect(readTopupAmount('-5')).toEqual({ problem: 'invalid_amount' });
    expect(readTopupAmount('on')).toEqual({ problem: 'invalid_amount' });
  });
});
