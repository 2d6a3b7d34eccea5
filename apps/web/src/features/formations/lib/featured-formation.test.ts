import { describe, expect, it } from 'vitest';
import { startingFormat } from './featured-formation';

describe('the format a new formation opens at', () => {
  it("is the team's own format: a 7×7 team of 14 opens at 7×7, not 11×11", () => {
    expect(startingFormat({ usual_format: '7x7', member_count: 14 })).toBe('7x7');
  });

  it('before the first match, is the largest format the members can fill', () => {
    expect(startingFormat({ usual_format: null, member_count: 8 })).toBe('8x8');
    expect(startingFormat({ usual_format: null, member_count: 3 })).toBe('5x5');
  });
});
