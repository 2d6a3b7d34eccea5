import type { TeamMatch, TeamMatchPermissions } from '@oyna/shared';

/** A match the viewer may do nothing with: tests switch on what they need. */
export const NO_PERMISSIONS: TeamMatchPermissions = {
  accept: false,
  decline: false,
  cancel: false,
  edit_home_squad: false,
  edit_away_squad: false,
  record_result: false,
  confirm: false,
  dispute: false,
};

const team = (name: string) => ({
  id: crypto.randomUUID(),
  name,
  logo_url: null,
  primary_color: '#1b5e20',
  secondary_color: '#ffffff',
  deleted: false,
});

/** An accepted 5×5 friendly kicking off at `startsAt`, both squads still to come; the home captain's view. */
export function acceptedMatch(
  startsAt: string,
  durationMinutes = 90,
  permissions: Partial<TeamMatchPermissions> = {},
): TeamMatch {
  return {
    id: crypto.randomUUID(),
    home_team: team('Neftçilər'),
    away_team: team('Xəzər'),
    venue: {
      id: 1,
      name: 'Dalğa Arena',
      district: 'yasamal',
      address: 'Şərifzadə küç. 10',
      type: 'indoor',
      maps_url: 'https://maps.google.com/?q=40.38,49.85',
    },
    starts_at: startsAt,
    ends_at: new Date(new Date(startsAt).getTime() + durationMinutes * 60_000).toISOString(),
    duration_minutes: durationMinutes,
    format: '5x5',
    message: '',
    status: 'accepted',
    cancel_reason: null,
    cancelled_at: null,
    home_score: null,
    away_score: null,
    result_recorded_at: null,
    confirmed_at: null,
    dispute_reason: null,
    game_id: crypto.randomUUID(),
    home_squad: [],
    away_squad: [],
    permissions: { ...NO_PERMISSIONS, edit_home_squad: true, ...permissions },
    created_at: '2026-11-20T09:00:00.000Z',
  };
}
