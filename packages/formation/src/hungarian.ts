/**
 * Minimum-cost assignment of every row to a distinct column (rows <= columns): the Hungarian
 * algorithm (Kuhn-Munkres) with potentials and shortest augmenting paths, O(rows^2 * columns).
 * `cost` is row-major, `cost[row * columns + column]`. Exact for any finite costs; with whole
 * numbers the arithmetic is exact too. Ties go to the lowest column index as the scan meets them.
 */
export function assignMinimumCost(
  cost: Float64Array | readonly number[],
  rows: number,
  columns: number,
): number[] {
  if (rows > columns)
    throw new RangeError(`assignMinimumCost needs rows <= columns, got ${rows} x ${columns}`);
  if (cost.length !== rows * columns) throw new RangeError('assignMinimumCost: cost matrix size mismatch');
  // 1-based as in the classic formulation: column 0 is a virtual start, row 0 means "none".
  const rowPotential = new Float64Array(rows + 1);
  const columnPotential = new Float64Array(columns + 1);
  const rowOfColumn = new Int32Array(columns + 1);
  const previous = new Int32Array(columns + 1);
  const slack = new Float64Array(columns + 1);
  const visited = new Uint8Array(columns + 1);

  for (let row = 1; row <= rows; row += 1) {
    rowOfColumn[0] = row;
    let column = 0;
    slack.fill(Infinity);
    visited.fill(0);
    do {
      visited[column] = 1;
      const current = rowOfColumn[column] as number;
      const base = (current - 1) * columns - 1;
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= columns; j += 1) {
        if (visited[j]) continue;
        const reduced =
          (cost[base + j] as number) - (rowPotential[current] as number) - (columnPotential[j] as number);
        if (reduced < (slack[j] as number)) {
          slack[j] = reduced;
          previous[j] = column;
        }
        if ((slack[j] as number) < delta) {
          delta = slack[j] as number;
          next = j;
        }
      }
      if (next === 0) throw new RangeError('assignMinimumCost: costs must be finite');
      for (let j = 0; j <= columns; j += 1) {
        if (visited[j]) {
          const owner = rowOfColumn[j] as number;
          rowPotential[owner] = (rowPotential[owner] as number) + delta;
          columnPotential[j] = (columnPotential[j] as number) - delta;
        } else {
          slack[j] = (slack[j] as number) - delta;
        }
      }
      column = next;
    } while (rowOfColumn[column] !== 0);
    // Flip the augmenting path back to the start.
    do {
      const before = previous[column] as number;
      rowOfColumn[column] = rowOfColumn[before] as number;
      column = before;
    } while (column !== 0);
  }

  const columnOfRow = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= columns; j += 1) {
    const row = rowOfColumn[j] as number;
    if (row !== 0) columnOfRow[row - 1] = j - 1;
  }
  return columnOfRow;
}
