/**
 * Where a match's result stands, in the words both kinds of match between two teams share (a
 * friendly, `team-matches`, and a competition's match, `competitions`): `open` until a result is
 * recorded, `awaiting_confirmation` while a captain's record waits for the other captain,
 * `disputed` when the other captain refused it (friendlies only) and `counted` once it counts.
 * Each module maps its own stored statuses onto these (null: no result can be recorded).
 */
export type MatchResultPhase = 'open' | 'awaiting_confirmation' | 'disputed' | 'counted';

/**
 * Who acts on a result: `manager` (the organizer or an admin), whose record counts at once and who
 * may correct a counted one, or `captain` (a team's captain), whose record waits for the other's.
 */
export type MatchResultActor = 'manager' | 'captain';

/** Whether `by` may record the result now: a captain until it counts, a manager always (a correction). */
export function mayRecordResult(phase: MatchResultPhase, by: MatchResultActor): boolean {
  return by === 'manager' || phase !== 'counted';
}

/** Whether `by` may confirm the recorded result: one that waits, or (a manager) a disputed one. */
export function mayConfirmResult(phase: MatchResultPhase, by: MatchResultActor): boolean {
  return phase === 'awaiting_confirmation' || (by === 'manager' && phase === 'disputed');
}

/** Whether the other captain may dispute the recorded result: only while it waits for them. */
export function mayDisputeResult(phase: MatchResultPhase): boolean {
  return phase === 'awaiting_confirmation';
}

/**
 * The columns a recorded result sets on the match's row: who recorded it and when, and, when it
 * counts at once (a manager's record), who confirmed it; a captain's record clears the confirmation.
 */
export function recordedResultColumns(options: { actorId: string; counts: boolean; now: Date }) {
  const { actorId, counts, now } = options;
  return {
    resultRecordedBy: actorId,
    resultRecordedAt: now,
    confirmedBy: counts ? actorId : null,
    confirmedAt: counts ? now : null,
    updatedAt: now,
  };
}

/** The columns a confirmation sets on the match's row. */
export function confirmedResultColumns(options: { actorId: string; now: Date }) {
  return { confirmedBy: options.actorId, confirmedAt: options.now, updatedAt: options.now };
}
