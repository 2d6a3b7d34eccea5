/**
 * Styles for text read by screen readers only: kept inside its element's box (so it never widens
 * the page) and out of sight.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
