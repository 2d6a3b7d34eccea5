import { describe, expect, it } from 'vitest';
import { hasWholeQepik, manatToQepik, parseManat, qepikToManat, qepikToManatText } from './money.js';

describe('parseManat', () => {
  it.each([
    ['20', 2000],
    ['12.5', 1250],
    ['12,50', 1250],
    ['0.01', 1],
    [' 500 ', 50_000],
    ['-3.75', -375],
    ['+7', 700],
  ])('reads %j as %i qəpik', (text, qepik) => {
    expect(parseManat(text)).toBe(qepik);
  });

  it.each(['', '1.234', '12.', '.5', 'abc', '1e3', '12 50', '1,000.00', 'NaN'])('refuses %j', (text) => {
    expect(parseManat(text)).toBeNull();
  });
});

describe('manatToQepik', () => {
  it('converts JSON numbers with up to two decimals exactly', () => {
    expect(manatToQepik(12.5)).toBe(1250);
    expect(manatToQepik(19.99)).toBe(1999);
    expect(manatToQepik(0.07)).toBe(7);
    expect(manatToQepik(1.1)).toBe(110);
    expect(manatToQepik(500)).toBe(50_000);
  });

  it('refuses float artefacts and fractions of a qəpik instead of rounding them', () => {
    expect(manatToQepik(0.1 + 0.2)).toBeNull();
    expect(manatToQepik(10.005)).toBeNull();
    expect(manatToQepik(Number.NaN)).toBeNull();
    expect(manatToQepik(Number.POSITIVE_INFINITY)).toBeNull();
    expect(hasWholeQepik(12.34)).toBe(true);
    expect(hasWholeQepik(12.345)).toBe(false);
  });
});

describe('qepikToManat', () => {
  it.each([
    [0, '0.00', 0],
    [1, '0.01', 0.01],
    [1250, '12.50', 12.5],
    [1999, '19.99', 19.99],
    [-375, '-3.75', -3.75],
    [123_456_789, '1234567.89', 1234567.89],
  ])('%i qəpik is %s manat', (qepik, text, manat) => {
    expect(qepikToManatText(qepik)).toBe(text);
    expect(qepikToManat(qepik)).toBe(manat);
  });

  it('round-trips every amount from 0 to 500 manat in qəpik', () => {
    for (let qepik = 0; qepik <= 50_000; qepik += 1) {
      expect(manatToQepik(qepikToManat(qepik))).toBe(qepik);
    }
  });

  it('refuses fractions of a qəpik', () => {
    expect(() => qepikToManatText(0.5)).toThrow(RangeError);
  });
});
