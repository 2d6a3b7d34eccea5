// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readTopupIntent, rememberTopupReturn, topupReturnKind, topupReturnPath } from './topup-return';

afterEach(() => window.sessionStorage.clear());

describe('a top-up that returns to the game', () => {
  it('reads the amount to fill in and the page to return to', () => {
    expect(readTopupIntent(new URLSearchParams('topup=7.30&return_to=%2Fgames%2Fabc'))).toEqual({
      amount: '7.30',
      returnTo: '/games/abc',
    });
  });

  it('raises an amount below the top-up minimum to the minimum', () => {
    expect(readTopupIntent(new URLSearchParams('topup=0.40')).amount).toBe('1.00');
  });

  it('ignores a malformed amount and a return address off this site', () => {
    expect(readTopupIntent(new URLSearchParams('topup=abc&return_to=https%3A%2F%2Fevil.com'))).toEqual({
      amount: null,
      returnTo: null,
    });
    expect(readTopupIntent(new URLSearchParams('return_to=%2F%2Fevil.com')).returnTo).toBeNull();
  });

  it('refuses a return address that leaves the site only after normalising (/..//example.org)', () => {
    const intent = readTopupIntent(new URLSearchParams('topup=5&return_to=%2F..%2F%2Fexample.org%2Fowned'));
    expect(intent).toEqual({ amount: '5.00', returnTo: null });
    window.sessionStorage.setItem('oyna-topup-return', '/..//example.org/owned');
    expect(topupReturnPath()).toBeNull();
  });

  it('keeps the way back across the trip to the payment page, for this tab only', () => {
    rememberTopupReturn('/games/abc');
    expect(topupReturnPath()).toBe('/games/abc');
    rememberTopupReturn(null);
    expect(topupReturnPath()).toBeNull();
  });
});

describe('where a top-up leads back to', () => {
  it('tells a tournament’s fee from a game’s held place (nothing is held for a tournament)', () => {
    expect(topupReturnKind('/games/5b0a3f0e-1c8f-4a43-9a3c-2f1a9e0b7c11')).toBe('game');
    expect(topupReturnKind('/tournaments/5b0a3f0e-1c8f-4a43-9a3c-2f1a9e0b7c11')).toBe('competition');
    expect(topupReturnKind('/tournaments/5b0a3f0e-1c8f-4a43-9a3c-2f1a9e0b7c11/teams')).toBe('competition');
    expect(topupReturnKind('/dashboard')).toBe('page');
    expect(topupReturnKind(null)).toBeNull();
  });
});
