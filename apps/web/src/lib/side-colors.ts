/** Bib colours of sides A-D on the pitch: light enough for dark letters in both themes. */
export const SIDE_BIB_COLORS = ['#f8fafc', '#fbbf24', '#38bdf8', '#f472b6'] as const;

export function sideBibColor(side: number): string {
  return SIDE_BIB_COLORS[side % SIDE_BIB_COLORS.length] ?? SIDE_BIB_COLORS[0];
}
