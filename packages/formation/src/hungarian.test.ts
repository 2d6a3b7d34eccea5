import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignMinimumCost } from './hungarian.js';

/** Least total over every injective row -> column map, by trying them all. */
function bruteForceMinimum(cost: readonly number[], rows: number, columns: number): number {
  let best = Infinity;
  const used = new Array<boolean>(columns).fill(false);
  const visit = (row: number, sum: number) => {
    if (row === rows) {
      best = Math.min(best, sum);
      return;
    }
    for (let column = 0; column < columns; column += 1) {
      if (used[column]) continue;
      used[column] = true;
      visit(row + 1, sum + (cost[row * columns + column] as number));
      used[column] = false;
    }
  };
  visit(0, 0);
  return best;
}

const matrix = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }))
  .chain(([rows, extra]) =>
    fc.tuple(
      fc.constant(rows),
      fc.constant(rows + extra),
      fc.array(fc.integer({ min: -50, max: 200 }), {
        minLength: rows * (rows + extra),
        maxLength: rows * (rows + extra),
      }),
    ),
  );

describe('assignMinimumCost (Hungarian algorithm)', () => {
  it('finds the least total of a rectangular matrix, negative costs included, as brute force does', () => {
    fc.assert(
      fc.property(matrix, ([rows, columns, cost]) => {
        const assignment = assignMinimumCost(cost, rows, columns);
        expect(new Set(assignment).size).toBe(rows);
        for (const column of assignment) expect(column >= 0 && column < columns).toBe(true);
        const total = assignment.reduce(
          (sum, column, row) => sum + (cost[row * columns + column] as number),
          0,
        );
        expect(total).toBe(bruteForceMinimum(cost, rows, columns));
      }),
      { numRuns: 400 },
    );
  });

  it('refuses more rows than columns and a matrix of the wrong size', () => {
    expect(() => assignMinimumCost([1, 2], 2, 1)).toThrow(RangeError);
    expect(() => assignMinimumCost([1, 2, 3], 2, 2)).toThrow(RangeError);
  });

  it('assigns nothing for an empty matrix', () => {
    expect(assignMinimumCost([], 0, 3)).toEqual([]);
  });
});
