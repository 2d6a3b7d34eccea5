import {
  TEAM_DEFAULT_COLORS,
  TEAM_MEMBERS_DEFAULT,
  createTeamBodySchema,
  type CreateTeamInput,
  type TeamDetail,
  type TeamType,
} from '@oyna/shared';

/** The team form as typed: numbers stay text until they are checked. */
export interface TeamFormState {
  name: string;
  description: string;
  homeVenueId: number | null;
  minMembers: string;
  maxMembers: string;
  isPrivate: boolean;
  autoAccept: boolean;
  primaryColor: string;
  secondaryColor: string;
  type: TeamType;
}

export const emptyTeamForm: TeamFormState = {
  name: '',
  description: '',
  homeVenueId: null,
  minMembers: String(TEAM_MEMBERS_DEFAULT.min),
  maxMembers: String(TEAM_MEMBERS_DEFAULT.max),
  isPrivate: false,
  autoAccept: false,
  primaryColor: TEAM_DEFAULT_COLORS.primary,
  secondaryColor: TEAM_DEFAULT_COLORS.secondary,
  type: 'unofficial',
};

/** The form filled with a team's current values, for editing. */
export function teamFormFrom(team: TeamDetail): TeamFormState {
  return {
    name: team.name,
    description: team.description,
    homeVenueId: team.home_venue?.id ?? null,
    minMembers: String(team.min_members),
    maxMembers: String(team.max_members),
    isPrivate: team.is_private,
    autoAccept: team.auto_accept,
    primaryColor: team.primary_color,
    secondaryColor: team.secondary_color,
    type: team.type,
  };
}

/** A number as typed, or null when the text is not one (zod would refuse NaN without our message). */
function numberOrNull(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

export type TeamFormResult =
  { ok: true; value: CreateTeamInput } | { ok: false; errors: Record<string, string> };

/**
 * The request body from the form, checked with the shared schema; the errors are FIELD_MESSAGES
 * kinds per API field name. A minimum above the maximum is marked on `max_members`.
 */
export function toTeamBody(form: TeamFormState): TeamFormResult {
  const minMembers = numberOrNull(form.minMembers);
  const maxMembers = numberOrNull(form.maxMembers);
  const parsed = createTeamBodySchema.safeParse({
    name: form.name,
    description: form.description,
    home_venue_id: form.homeVenueId,
    min_members: minMembers ?? TEAM_MEMBERS_DEFAULT.min,
    max_members: maxMembers ?? TEAM_MEMBERS_DEFAULT.max,
    is_private: form.isPrivate,
    auto_accept: form.autoAccept,
    primary_color: form.primaryColor,
    secondary_color: form.secondaryColor,
    type: form.type,
  });
  const errors: Record<string, string> = {};
  if (minMembers === null) errors['min_members'] = 'team_members_range';
  if (maxMembers === null) errors['max_members'] = 'team_members_range';
  if (!parsed.success || Object.keys(errors).length > 0) {
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? '')] ??= issue.message;
    return { ok: false, errors };
  }
  if (!parsed.success) return { ok: false, errors };
  if (parsed.data.min_members > parsed.data.max_members) {
    return { ok: false, errors: { max_members: 'team_members_range' } };
  }
  return { ok: true, value: parsed.data };
}
