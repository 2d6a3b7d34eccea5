import { describe, expect, it } from 'vitest';
import { azLocative } from './az-locative';

describe('a number in the Azerbaijani locative ("5 oyunun 5-də")', () => {
  it.each([
    [0, '0-da'],
    [1, '1-də'],
    [2, '2-də'],
    [3, '3-də'],
    [4, '4-də'],
    [5, '5-də'],
    [6, '6-da'],
    [7, '7-də'],
    [8, '8-də'],
    [9, '9-da'],
    [10, '10-da'],
    [20, '20-də'],
    [30, '30-da'],
    [40, '40-da'],
    [50, '50-də'],
    [60, '60-da'],
    [70, '70-də'],
    [80, '80-də'],
    [90, '90-da'],
    [100, '100-də'],
    [15, '15-də'],
    [26, '26-da'],
    [1000, '1000-də'],
  ])('%i is written %s', (value, written) => {
    expect(azLocative(value)).toBe(written);
  });
});
