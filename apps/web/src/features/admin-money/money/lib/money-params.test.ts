import { describe, expect, it } from 'vitest';
import { readMoneyParams, writeMoneyParams } from './money-params';

const USER = '4b9c2a9e-7b51-4f4e-9a55-1f7a3c2d9e10';

describe('the money desk keeps the player, the tab and the page in the address', () => {
  it('reads what it wrote', () => {
    const state = { search: 'Aysel', userId: USER, tab: 'payments' as const, page: 3 };
    expect(readMoneyParams(writeMoneyParams(state))).toEqual(state);
  });

  it('falls back to the defaults for anything malformed and leaves the defaults out', () => {
    expect(readMoneyParams(new URLSearchParams('user=nope&tab=x&page=-2'))).toEqual({
      search: '',
      userId: null,
      tab: 'transactions',
      page: 1,
    });
    expect(writeMoneyParams({ search: '', userId: null, tab: 'transactions', page: 1 }).toString()).toBe('');
  });
});
