import type { Competition, Language, UpdateCompetitionBody } from '@oyna/shared';
import { toBakuInputValue } from '../../../lib/baku-time';
import { checkCompetitionForm, hasTable, type CompetitionFormState } from './competition-form';
import { fromTiebreakSetting, toTiebreakSetting } from './tiebreak-order';

/**
 * Why a field of the edit form is shut: `fixed` (set at creation: kind, format, groups, match
 * format), `after_draw` (a rule, once registration is closed), `fee_paid` (a team has paid).
 */
export type EditLock = 'fixed' | 'after_draw' | 'fee_paid';

export interface EditLocks {
  /** Rules (teams, squads, fee, matches, venues, days, deadline, tie-breaks, access, third place). */
  rules: EditLock | null;
  fee: EditLock | null;
}

/** What the API lets the organizer change now: every rule while registering (the fee until someone pays), after that the name and description. */
export function editLocks(competition: Competition): EditLocks {
  if (competition.status !== 'registering') return { rules: 'after_draw', fee: 'after_draw' };
  const paid = competition.teams.some((team) => team.fee_paid > 0 && !team.refunded);
  return { rules: null, fee: paid ? 'fee_paid' : null };
}

/** A competition as the form shows it for editing. */
export function competitionToForm(competition: Competition): CompetitionFormState {
  return {
    name: competition.name,
    description: competition.description,
    kind: competition.kind,
    format: competition.format,
    roundRobinLegs: competition.round_robin_legs === 2 ? '2' : '1',
    groupCount: String(competition.group_count ?? 2),
    advancePerGroup: String(competition.advance_per_group ?? 2),
    thirdPlace: competition.third_place,
    matchFormat: competition.match_format,
    matchMinutes: String(competition.match_minutes),
    venues: competition.venue_pitches.map((row) => ({
      venueId: row.venue.id,
      pitches: row.pitches.join(', '),
    })),
    windows: competition.windows.map((row) => ({ date: row.date, start: row.start, end: row.end })),
    minTeams: String(competition.min_teams),
    maxTeams: String(competition.max_teams),
    squadMin: String(competition.squad_min),
    squadMax: String(competition.squad_max),
    entryFee: String(competition.entry_fee),
    deadline: toBakuInputValue(new Date(competition.registration_deadline)),
    tiebreak: fromTiebreakSetting(competition.tiebreak),
    access: competition.access,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const minute = (instant: string) => Math.floor(new Date(instant).getTime() / 60_000);

/**
 * The form checked, then only what changed and may change now: the PATCH body (empty when nothing
 * changed), or a message per field in the interface language.
 */
export function checkCompetitionEdit(
  form: CompetitionFormState,
  competition: Competition,
  language: Language,
): { body: UpdateCompetitionBody; errors: null } | { body: null; errors: Record<string, string> } {
  const checked = checkCompetitionForm(form, language);
  if (checked.errors) return checked;
  const next = checked.body;
  const locks = editLocks(competition);
  const body: UpdateCompetitionBody = {};
  if (next.name !== competition.name) body.name = next.name;
  if ((next.description ?? '') !== competition.description) body.description = next.description ?? '';
  if (locks.rules) return { body, errors: null };
  if (minute(next.registration_deadline) !== minute(competition.registration_deadline))
    body.registration_deadline = next.registration_deadline;
  if (next.min_teams !== competition.min_teams) body.min_teams = next.min_teams;
  if (next.max_teams !== competition.max_teams) body.max_teams = next.max_teams;
  if (next.squad_min !== competition.squad_min) body.squad_min = next.squad_min;
  if (next.squad_max !== competition.squad_max) body.squad_max = next.squad_max;
  if (!locks.fee && next.entry_fee !== competition.entry_fee) body.entry_fee = next.entry_fee;
  if (next.match_minutes !== competition.match_minutes) body.match_minutes = next.match_minutes;
  const venues = competition.venue_pitches.map((row) => ({ venue_id: row.venue.id, pitches: row.pitches }));
  if (!same(next.venues, venues)) body.venues = next.venues;
  const windows = competition.windows.map((row) => ({ date: row.date, start: row.start, end: row.end }));
  if (!same(next.windows, windows)) body.windows = next.windows;
  const tiebreak = toTiebreakSetting(fromTiebreakSetting(competition.tiebreak));
  if (hasTable(competition.format) && !same(next.tiebreak, tiebreak)) body.tiebreak = next.tiebreak;
  if (next.access !== competition.access) body.access = next.access;
  if ((next.third_place ?? false) !== competition.third_place) body.third_place = next.third_place ?? false;
  return { body, errors: null };
}
