import type { Competition } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { isEditable } from '../../../lib/competition-editable';
import { checkCompetitionEdit, competitionToForm, editLocks } from './competition-edit';

const venue = {
  id: 3,
  name: 'Yasamal Arena',
  district: 'yasamal',
  address: 'Şərifzadə 10',
  type: 'outdoor',
  maps_url: null,
} as unknown as Competition['venue_pitches'][number]['venue'];

const team = (feePaid: number, refunded = false) =>
  ({
    team: { id: 't1', name: 'Neftçi', logo_url: null, primary_color: '#000', secondary_color: '#fff' },
    status: 'accepted',
    seed: null,
    rating: null,
    group: null,
    fee_paid: feePaid,
    free_entry_tier: null,
    refunded,
    registered_at: '2026-11-20T10:00:00.000Z',
  }) as unknown as Competition['teams'][number];

const competition = (changes: Partial<Competition> = {}): Competition =>
  ({
    id: '5b0a3f0e-1c8f-4a43-9a3c-2f1a9e0b7c11',
    name: 'Yasamal Liqası',
    description: 'Payız kuboku',
    kind: 'league',
    format: 'round_robin',
    round_robin_legs: 1,
    group_count: null,
    advance_per_group: null,
    third_place: false,
    match_format: '6x6',
    match_minutes: 50,
    status: 'registering',
    access: 'open',
    entry_fee: 20,
    registration_deadline: '2026-12-02T16:00:00.000Z',
    starts_on: '2026-12-05',
    ends_on: '2026-12-05',
    min_teams: 4,
    max_teams: 8,
    squad_min: 6,
    squad_max: 12,
    team_count: 0,
    venues: [venue],
    venue_pitches: [{ venue, pitches: [1, 2] }],
    windows: [{ date: '2026-12-05', start: '10:00', end: '22:00' }],
    tiebreak: { order: 'fifa_2026' },
    teams: [],
    cancel_reason: null,
    permissions: {
      edit: true,
      manage_teams: true,
      close_registration: true,
      manage_matches: true,
      register: false,
    },
    ...changes,
  }) as Competition;

describe('editing a competition', () => {
  it('shows the competition in the form as it is, so an untouched form changes nothing', () => {
    const form = competitionToForm(competition());
    expect(form).toMatchObject({
      name: 'Yasamal Liqası',
      entryFee: '20',
      venues: [{ venueId: 3, pitches: '1, 2' }],
      deadline: '2026-12-02T20:00',
      tiebreak: { order: 'fifa_2026' },
    });
    expect(checkCompetitionEdit(form, competition(), 'en')).toEqual({ body: {}, errors: null });
  });

  it('sends only what changed: the name, the fee, a custom tie-break order', () => {
    const form = {
      ...competitionToForm(competition()),
      name: 'Yasamal Liqası 2026',
      entryFee: '15',
      tiebreak: {
        order: 'custom' as const,
        criteria: ['goal_difference' as const, 'wins' as const],
        reapplyHeadToHead: false,
      },
    };
    expect(checkCompetitionEdit(form, competition(), 'en').body).toEqual({
      name: 'Yasamal Liqası 2026',
      entry_fee: 15,
      tiebreak: { order: 'custom', criteria: ['goal_difference', 'wins'], reapply_head_to_head: false },
    });
  });

  it('leaves the fee alone once a team has paid, and every rule after the draw', () => {
    const paid = competition({ teams: [team(20)] });
    expect(editLocks(paid)).toEqual({ rules: null, fee: 'fee_paid' });
    expect(editLocks(competition({ teams: [team(20, true)] })).fee).toBeNull();
    const changedFee = { ...competitionToForm(paid), entryFee: '5', maxTeams: '16' };
    expect(checkCompetitionEdit(changedFee, paid, 'en').body).toEqual({ max_teams: 16 });

    const drawn = competition({ status: 'scheduled' });
    expect(editLocks(drawn)).toEqual({ rules: 'after_draw', fee: 'after_draw' });
    const form = { ...competitionToForm(drawn), description: 'Yeni təsvir', maxTeams: '16' };
    expect(checkCompetitionEdit(form, drawn, 'en').body).toEqual({ description: 'Yeni təsvir' });
  });

  it('refuses an empty custom order and a bad name, in the interface language', () => {
    const form = {
      ...competitionToForm(competition()),
      name: 'Y',
      tiebreak: { order: 'custom' as const, criteria: [], reapplyHeadToHead: false },
    };
    const result = checkCompetitionEdit(form, competition(), 'az');
    expect(result.body).toBeNull();
    expect(result.errors?.['tiebreak']).toMatch(/meyar/);
    expect(result.errors).toHaveProperty('name');
  });

  it('leaves the tie-break order of a knockout alone (it has no table)', () => {
    const cup = competition({ kind: 'cup', format: 'single_elimination', tiebreak: { order: 'fifa_2018' } });
    expect(checkCompetitionEdit(competitionToForm(cup), cup, 'en')).toEqual({ body: {}, errors: null });
  });

  it('is not offered once finished or cancelled, nor to someone without the right', () => {
    expect(isEditable(competition())).toBe(true);
    expect(isEditable(competition({ status: 'in_progress' }))).toBe(true);
    expect(isEditable(competition({ status: 'finished' }))).toBe(false);
    expect(isEditable(competition({ status: 'cancelled' }))).toBe(false);
    expect(isEditable(competition({ permissions: { ...competition().permissions, edit: false } }))).toBe(
      false,
    );
  });
});
