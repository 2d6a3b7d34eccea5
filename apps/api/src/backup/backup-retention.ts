/** How many of the newest days and weeks keep a backup (docs/decisions/0085-backups.md). */
export const DAILY_BACKUPS_KEPT = 7;
export const WEEKLY_BACKUPS_KEPT = 4;

const DAY_MS = 86_400_000;

/** The Monday (UTC) of a moment's week, as a key. */
function weekOf(at: Date): string {
  const day = (at.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - day * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the 7 latest days that have one, and the newest of
 * each of the 4 latest weeks that have one (a week's may be a day's too). Everything else goes.
 */
export function backupsToKeep(takenAt: readonly Date[]): Set<number> {
  const newestFirst = takenAt
    .map((at, index) => ({ at, index }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<number>();
  const newestOf = (key: (at: Date) => string, kept: number) => {
    const seen = new Set<string>();
    for (const { at, index } of newestFirst) {
      const period = key(at);
      if (seen.has(period)) continue;
      if (seen.size === kept) break;
      seen.add(period);
      keep.add(index);
    }
  };
  newestOf((at) => at.toISOString().slice(0, 10), DAILY_BACKUPS_KEPT);
  newestOf(weekOf, WEEKLY_BACKUPS_KEPT);
  return keep;
}
