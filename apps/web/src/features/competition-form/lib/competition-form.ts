import {
  COMPETITION_MATCH_MINUTES,
  createCompetitionBodySchema,
  fieldMessage,
  type CompetitionAccess,
  type CompetitionFormat,
  type CompetitionKind,
  type CreateCompetitionBody,
  type GameFormat,
  type Language,
} from '@oyna/shared';
import { fromBakuInputValue } from '../../../lib/baku-time';
import {
  DEFAULT_CUSTOM_CRITERIA,
  tiebreakProblem,
  toTiebreakSetting,
  type TiebreakForm,
} from './tiebreak-order';

export interface VenueRow {
  venueId: number | null;
  /** Pitch numbers as typed: `1, 2`. */
  pitches: string;
}

export interface WindowRow {
  /** `YYYY-MM-DD`, a Baku day. */
  date: string;
  start: string;
  end: string;
}

/** The create form as typed: numbers stay text until sent, so a half-typed field is not lost. */
export interface CompetitionFormState {
  name: string;
  description: string;
  kind: CompetitionKind;
  format: CompetitionFormat;
  roundRobinLegs: '1' | '2';
  groupCount: string;
  advancePerGroup: string;
  thirdPlace: boolean;
  matchFormat: GameFormat;
  matchMinutes: string;
  venues: VenueRow[];
  windows: WindowRow[];
  minTeams: string;
  maxTeams: string;
  squadMin: string;
  squadMax: string;
  entryFee: string;
  /** `datetime-local` value in Baku time. */
  deadline: string;
  tiebreak: TiebreakForm;
  access: CompetitionAccess;
}

const pad = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A new cup: registration until next week's Friday evening, played on the Saturday. */
export function emptyCompetitionForm(now: Date): CompetitionFormState {
  const deadline = new Date(now.getTime() + 6 * 86_400_000);
  const playDay = new Date(now.getTime() + 8 * 86_400_000);
  return {
    name: '',
    description: '',
    kind: 'cup',
    format: 'single_elimination',
    roundRobinLegs: '1',
    groupCount: '2',
    advancePerGroup: '2',
    thirdPlace: false,
    matchFormat: '6x6',
    matchMinutes: String(COMPETITION_MATCH_MINUTES.default),
    venues: [{ venueId: null, pitches: '1' }],
    windows: [{ date: day(playDay), start: '10:00', end: '22:00' }],
    minTeams: '4',
    maxTeams: '8',
    squadMin: '6',
    squadMax: '12',
    entryFee: '0',
    deadline: `${day(deadline)}T20:00`,
    tiebreak: { order: 'fifa_2026', criteria: [...DEFAULT_CUSTOM_CRITERIA], reapplyHeadToHead: false },
    access: 'open',
  };
}

/** Whether the format has a table (a league or groups), the only place a tie-break order applies. */
export const hasTable = (format: CompetitionFormat) =>
  format === 'round_robin' || format === 'groups_knockout';

/** A typed number, or NaN (the schema then names the field) for anything that is not one. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The request body from the form (not yet checked). */
export function toCreateCompetitionBody(form: CompetitionFormState): CreateCompetitionBody {
  const groups = form.format === 'groups_knockout';
  const knockout = form.format !== 'round_robin';
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    kind: form.kind,
    format: form.format,
    round_robin_legs: form.roundRobinLegs === '2' ? 2 : 1,
    group_count: groups ? number(form.groupCount) : null,
    advance_per_group: groups ? number(form.advancePerGroup) : null,
    third_place: knockout && form.thirdPlace,
    match_format: form.matchFormat,
    match_minutes: number(form.matchMinutes),
    venues: form.venues.map((row) => ({
      venue_id: row.venueId ?? 0,
      pitches: row.pitches
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map(Number),
    })),
    windows: form.windows.map((row) => ({ date: row.date, start: row.start, end: row.end })),
    min_teams: number(form.minTeams),
    max_teams: number(form.maxTeams),
    squad_min: number(form.squadMin),
    squad_max: number(form.squadMax),
    entry_fee: number(form.entryFee),
    registration_deadline: fromBakuInputValue(form.deadline) ?? '',
    tiebreak: hasTable(form.format) ? toTiebreakSetting(form.tiebreak) : { order: 'fifa_2026' },
    access: form.access,
  };
}

/**
 * The form checked with the shared schema: the body to send, or a message per field (the first
 * part of the path: `venues`, `windows`, `max_teams`...), in the interface language.
 */
export function checkCompetitionForm(
  form: CompetitionFormState,
  language: Language,
): { body: CreateCompetitionBody; errors: null } | { body: null; errors: Record<string, string> } {
  const body = toCreateCompetitionBody(form);
  const parsed = createCompetitionBodySchema.safeParse(body);
  const tiebreak = hasTable(form.format) ? tiebreakProblem(form.tiebreak) : null;
  if (parsed.success && !tiebreak) return { body, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= fieldMessage(issue.message, language);
  }
  if (tiebreak) errors['tiebreak'] = fieldMessage(tiebreak, language);
  return { body: null, errors };
}
