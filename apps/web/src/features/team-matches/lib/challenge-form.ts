import {
  TEAM_MATCH_DURATION_MINUTES,
  TEAM_MATCH_MAX_DAYS_AHEAD,
  createTeamMatchBodySchema,
  teamRoleCan,
  type CreateTeamMatchBody,
  type GameFormat,
  type TeamDetail,
  type TeamSummary,
} from '@oyna/shared';
import { fromBakuInputValue } from '../../../lib/baku-time';

/** My teams that may challenge `opponent`: those I may manage matches for, active, not the opponent. */
export function teamsThatMayChallenge(
  myTeams: readonly TeamSummary[],
  opponent: Pick<TeamDetail, 'id' | 'status'>,
): TeamSummary[] {
  if (opponent.status !== 'active') return [];
  return myTeams.filter(
    (team) =>
      team.id !== opponent.id && team.status === 'active' && teamRoleCan(team.my_role, 'manageMatches'),
  );
}

export interface ChallengeFormState {
  homeTeamId: string;
  venueId: number | null;
  /** A `datetime-local` value read as Baku time. */
  startsAt: string;
  durationMinutes: number;
  format: GameFormat;
  message: string;
}

export function initialChallengeForm(homeTeamId: string, venueId: number | null): ChallengeFormState {
  return {
    homeTeamId,
    venueId,
    startsAt: '',
    durationMinutes: TEAM_MATCH_DURATION_MINUTES.default,
    format: '7x7',
    message: '',
  };
}

const DAY_MS = 24 * 3_600_000;

/** A kick-off a challenge may name: in the future, at most TEAM_MATCH_MAX_DAYS_AHEAD days ahead. */
export function withinChallengeWindow(startsAt: Date, now: Date): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= TEAM_MATCH_MAX_DAYS_AHEAD * DAY_MS;
}

export type ChallengeFormResult =
  { ok: true; value: CreateTeamMatchBody } | { ok: false; errors: Record<string, string> };

/**
 * The form as a challenge, checked by the shared schema; errors are message kinds per API field
 * (`required`, `team_match_time_invalid`...). A kick-off not in the future is refused here too.
 */
export function toChallengeBody(
  form: ChallengeFormState,
  awayTeamId: string,
  now: Date,
): ChallengeFormResult {
  const errors: Record<string, string> = {};
  const startsAt = form.startsAt ? fromBakuInputValue(form.startsAt) : null;
  if (!form.startsAt) errors['starts_at'] = 'required';
  else if (!startsAt || !withinChallengeWindow(new Date(startsAt), now))
    errors['starts_at'] = 'team_match_time_invalid';
  if (form.venueId === null) errors['venue_id'] = 'required';
  const body = {
    home_team_id: form.homeTeamId,
    away_team_id: awayTeamId,
    venue_id: form.venueId ?? 0,
    starts_at: startsAt ?? '',
    duration_minutes: form.durationMinutes,
    format: form.format,
    message: form.message,
  };
  const parsed = createTeamMatchBodySchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: body };
}
