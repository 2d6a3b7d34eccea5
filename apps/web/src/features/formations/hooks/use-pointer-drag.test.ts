import { describe, expect, it } from 'vitest';
import { edgeScrollSpeed } from './use-pointer-drag';

describe('drag near the window edges', () => {
  it('scrolls up near the top, down near the bottom, faster closer to the edge, not in between', () => {
    expect(edgeScrollSpeed(400, 800)).toBe(0);
    expect(edgeScrollSpeed(60, 800)).toBe(0);
    expect(edgeScrollSpeed(28, 800)).toBeLessThan(0);
    expect(edgeScrollSpeed(0, 800)).toBeLessThan(edgeScrollSpeed(28, 800));
    expect(edgeScrollSpeed(780, 800)).toBeGreaterThan(0);
    expect(edgeScrollSpeed(800, 800)).toBeGreaterThan(edgeScrollSpeed(780, 800));
  });
});
