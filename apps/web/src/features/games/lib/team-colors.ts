/** Bib colours of teams A-D on the pitch: light enough for dark letters in both themes. */
export const TEAM_BIB_COLORS = ['#f8fafc', '#fbbf24', '#38bdf8', '#f472b6'] as const;

export function teamBibColor(team: number): string {
  return TEAM_BIB_COLORS[team % TEAM_BIB_COLORS.length] ?? TEAM_BIB_COLORS[0];
}
