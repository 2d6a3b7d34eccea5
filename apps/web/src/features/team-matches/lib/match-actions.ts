import {
  teamMatchOutcome,
  teamMatchResultOpensAt,
  type GameOutcome,
  type TeamMatch,
  type TeamMatchStatus,
} from '@oyna/shared';

/** What the page offers the signed-in player on a match, in the order the buttons stand. */
export type MatchAction =
  | 'accept'
  | 'decline'
  | 'record_result'
  | 'confirm'
  | 'dispute'
  | 'edit_home_squad'
  | 'edit_away_squad'
  | 'cancel';

const ORDER: readonly MatchAction[] = [
  'accept',
  'decline',
  'record_result',
  'confirm',
  'dispute',
  'edit_home_squad',
  'edit_away_squad',
  'cancel',
];

/** When the match's result may be recorded: once it has been played (the shared rule). */
export function resultOpensAt(match: Pick<TeamMatch, 'starts_at' | 'duration_minutes'>): Date {
  return teamMatchResultOpensAt({
    startsAt: new Date(match.starts_at),
    durationMinutes: match.duration_minutes,
  });
}

/**
 * The actions to show: the server's permissions decide (it knows roles and the clock), and the
 * result waits for the end of the match on this device too, so a page left open does not offer it early.
 */
export function matchActions(
  match: Pick<TeamMatch, 'permissions' | 'starts_at' | 'duration_minutes'>,
  now: Date,
): MatchAction[] {
  const started = new Date(match.starts_at).getTime() <= now.getTime();
  const played = resultOpensAt(match).getTime() <= now.getTime();
  return ORDER.filter((action) => {
    if (!match.permissions[action]) return false;
    if (action === 'record_result') return played;
    if (action === 'accept') return !started;
    // The challenged captain answers a challenge by declining it; calling it off is for afterwards.
    if (action === 'cancel') return !started && !match.permissions.decline;
    return true;
  });
}

/** Statuses whose score is shown (recorded, confirmed or not). */
const SCORED: ReadonlySet<TeamMatchStatus> = new Set(['awaiting_confirmation', 'disputed', 'confirmed']);

/** Whether the match has a recorded score to show. */
export function hasScore(match: Pick<TeamMatch, 'status' | 'home_score' | 'away_score'>): boolean {
  return SCORED.has(match.status) && match.home_score !== null && match.away_score !== null;
}

/** Statuses after which nothing more happens. */
const CLOSED: ReadonlySet<TeamMatchStatus> = new Set(['declined', 'cancelled', 'expired', 'confirmed']);

/** Upcoming: accepted or proposed, kick-off ahead. */
export function isUpcoming(match: Pick<TeamMatch, 'status' | 'starts_at'>, now: Date): boolean {
  return !CLOSED.has(match.status) && new Date(match.starts_at).getTime() > now.getTime();
}

/** One team's result in a confirmed match; null when the match is not confirmed or the team is not in it. */
export function outcomeFor(
  match: Pick<TeamMatch, 'status' | 'home_score' | 'away_score' | 'home_team' | 'away_team'>,
  teamId: string,
): GameOutcome | null {
  if (match.status !== 'confirmed' || match.home_score === null || match.away_score === null) return null;
  if (match.home_team.id === teamId) return teamMatchOutcome(match.home_score, match.away_score);
  if (match.away_team.id === teamId) return teamMatchOutcome(match.away_score, match.home_score);
  return null;
}
