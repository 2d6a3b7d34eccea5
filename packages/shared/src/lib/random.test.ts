import { describe, expect, it } from 'vitest';
import { createRandom, seededRandom } from './random.js';

describe('seededRandom', () => {
  it('is mulberry32: the same seed gives the same floats in [0, 1) on every machine', () => {
    // Pinned: the balancer's results, the demo data and the benchmark games depend on this sequence.
    const random = seededRandom(42);
    expect([random(), random(), random()]).toEqual([
      0.6011037519201636, 0.44829055899754167, 0.8524657934904099,
    ]);
    expect(seededRandom(0)()).toBe(0.26642920868471265);
    const draws = Array.from({ length: 10_000 }, seededRandom(7));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });

  it('draws from the same sequence as createRandom(seed).next', () => {
    const plain = seededRandom(123);
    const helpers = createRandom(123);
    expect(Array.from({ length: 20 }, () => helpers.next())).toEqual(Array.from({ length: 20 }, plain));
  });
});

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and stays in range', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const draws = Array.from({ length: 500 }, () => a.int(3, 9));
    expect(Array.from({ length: 500 }, () => b.int(3, 9))).toEqual(draws);
    expect(Math.min(...draws)).toBe(3);
    expect(Math.max(...draws)).toBe(9);
    expect(createRandom(8).next()).not.toBe(createRandom(7).next());
  });

  it('picks, shuffles and samples without losing or inventing elements', () => {
    const random = createRandom(1);
    const items = ['a', 'b', 'c', 'd', 'e'] as const;
    expect(items).toContain(random.pick(items));
    expect([...random.shuffle(items)].sort()).toEqual([...items]);
    const many = random.pickMany(items, 3);
    expect(new Set(many).size).toBe(3);
    expect(random.pickMany(items, 9)).toHaveLength(5);
    expect(
      random.weighted([
        ['never', 0],
        ['always', 1],
      ]),
    ).toBe('always');
    expect(() => random.pick([])).toThrow();
  });
});
