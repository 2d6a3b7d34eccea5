/** The first retry of a failed automatic draw waits this long (decision 42). */
export const DRAW_RETRY_FIRST_MS = 5 * 60_000;
/** No wait is longer: a draw that can succeed again (a pitch freed) is tried at least this often. */
export const DRAW_RETRY_MAX_MS = 6 * 60 * 60_000;

/** How long the clock waits before trying the draw again after `failures` failures in a row: 5 min, 10, 20, … up to 6 h. */
export function drawRetryDelayMs(failures: number): number {
  const doublings = Math.max(0, failures - 1);
  // 2^7 × 5 min is past the cap already; stop doubling there so a long streak never overflows.
  return Math.min(DRAW_RETRY_FIRST_MS * 2 ** Math.min(doublings, 7), DRAW_RETRY_MAX_MS);
}
