import type { CreateCompetitionInput } from '@oyna/shared';
import { and, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type CompetitionVenuePitches, type CompetitionWindow, venues } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/** A Baku wall-clock time on a Baku date as an instant (Baku is UTC+4 all year). */
export function bakuInstant(date: string, time: string): Date {
  if (time === '24:00') return new Date(new Date(`${date}T00:00:00+04:00`).getTime() + 86_400_000);
  return new Date(`${date}T${time}:00+04:00`);
}

export function windowSpan(windows: readonly CompetitionWindow[]): {
  startsOn: string;
  endsOn: string;
  first: Date;
} {
  const dates = windows.map((window) => window.date).sort();
  const startsOn = dates[0] ?? '';
  const first = windows
    .map((window) => bakuInstant(window.date, window.start))
    .reduce((earliest, instant) => (instant < earliest ? instant : earliest));
  return { startsOn, endsOn: dates[dates.length - 1] ?? startsOn, first };
}

/** The deadline is ahead and before the first window opens. */
export function assertDeadline(deadline: Date, windows: readonly CompetitionWindow[], now: Date): void {
  const { first } = windowSpan(windows);
  if (deadline.getTime() <= now.getTime() || deadline.getTime() > first.getTime())
    throw new AppError('competition_deadline_invalid', 422);
}

/** Every venue exists, is active and has the pitch numbers asked for. */
export async function assertVenuePitches(
  db: DbExecutor,
  entries: readonly { venue_id: number; pitches: readonly number[] }[],
): Promise<CompetitionVenuePitches[]> {
  const ids = entries.map((entry) => entry.venue_id);
  const rows = await db
    .select({ id: venues.id, pitchCount: venues.pitchCount })
    .from(venues)
    .where(and(inArray(venues.id, ids), isNull(venues.deactivatedAt)));
  const pitchCount = new Map(rows.map((row) => [row.id, row.pitchCount]));
  for (const entry of entries) {
    const count = pitchCount.get(entry.venue_id);
    if (count === undefined || entry.pitches.some((pitch) => pitch > count))
      throw new AppError('competition_venue_invalid', 422);
  }
  return entries.map((entry) => ({
    venueId: entry.venue_id,
    pitches: [...entry.pitches].sort((a, b) => a - b),
  }));
}

/** The format's settings fit together and with the team counts. */
export function assertFormat(
  body: Pick<
    CreateCompetitionInput,
    'format' | 'group_count' | 'advance_per_group' | 'min_teams' | 'max_teams'
  >,
): void {
  const invalid = () => new AppError('competition_format_invalid', 422);
  if (body.format === 'groups_knockout') {
    const groups = body.group_count;
    const advance = body.advance_per_group;
    if (groups === null || advance === null) throw invalid();
    // Every group has at least two teams and more teams than go through.
    if (body.min_teams < groups * Math.max(2, advance + 1)) throw invalid();
  } else if (body.group_count !== null || body.advance_per_group !== null) {
    throw invalid();
  }
  if (body.format === 'double_elimination' && body.min_teams < 3) throw invalid();
}
