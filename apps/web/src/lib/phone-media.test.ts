import { describe, expect, it } from 'vitest';
import { matchesPhone } from './phone-media';

describe('matchesPhone', () => {
  it("answers MUI's breakpoint queries for a 390 px wide phone", () => {
    expect(matchesPhone('(max-width:899.95px)')).toBe(true); // down('md')
    expect(matchesPhone('(max-width:599.95px)')).toBe(true); // down('sm')
    expect(matchesPhone('(min-width:900px)')).toBe(false); // up('md')
    expect(matchesPhone('(min-width:0px)')).toBe(true); // up('xs')
    expect(matchesPhone('(min-width:600px) and (max-width:899.95px)')).toBe(false); // only('sm')
    expect(matchesPhone('(min-width: 320px) and (max-width: 400px)')).toBe(true);
  });

  it('answers no to anything but widths', () => {
    expect(matchesPhone('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(matchesPhone('(hover: hover)')).toBe(false);
  });
});
