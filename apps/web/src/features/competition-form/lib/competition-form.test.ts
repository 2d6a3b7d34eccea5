import { describe, expect, it } from 'vitest';
import { checkCompetitionForm, emptyCompetitionForm, toCreateCompetitionBody } from './competition-form';

const now = new Date('2026-11-26T10:00:00Z');
const filled = () => ({
  ...emptyCompetitionForm(now),
  name: 'Yasamal Kuboku',
  venues: [{ venueId: 3, pitches: '1, 2' }],
});

describe('the create competition form', () => {
  it('sends a filled form as the contract asks: pitches as numbers, the deadline as an instant', () => {
    const result = checkCompetitionForm(filled(), 'en');
    expect(result.errors).toBeNull();
    expect(result.body).toMatchObject({
      name: 'Yasamal Kuboku',
      venues: [{ venue_id: 3, pitches: [1, 2] }],
      registration_deadline: '2026-12-02T16:00:00.000Z',
      group_count: null,
      tiebreak: { order: 'fifa_2026' },
    });
  });

  it('names the fields that are wrong, in the interface language', () => {
    const result = checkCompetitionForm({ ...filled(), name: '', maxTeams: '2', minTeams: '6' }, 'az');
    expect(Object.keys(result.errors ?? {})).toEqual(expect.arrayContaining(['name', 'max_teams']));
    expect(
      checkCompetitionForm({ ...filled(), venues: [{ venueId: null, pitches: '' }] }, 'en').errors,
    ).toHaveProperty('venues');
  });

  it('sends a league’s custom tie-break order with its criteria, and refuses one without any', () => {
    const custom = { order: 'custom' as const, criteria: ['wins' as const], reapplyHeadToHead: true };
    const league = { ...filled(), format: 'round_robin' as const };
    expect(checkCompetitionForm({ ...league, tiebreak: custom }, 'en').body?.tiebreak).toEqual({
      order: 'custom',
      criteria: ['wins'],
      reapply_head_to_head: true,
    });
    expect(
      checkCompetitionForm({ ...league, tiebreak: { ...custom, criteria: [] } }, 'ru').errors,
    ).toHaveProperty('tiebreak');
    // A knockout has no table: its order is not asked for.
    expect(checkCompetitionForm({ ...filled(), tiebreak: custom }, 'en').body?.tiebreak).toEqual({
      order: 'fifa_2026',
    });
  });

  it('sends groups only for groups then knockout, and a third-place match only with a knockout', () => {
    const league = toCreateCompetitionBody({ ...filled(), format: 'round_robin', thirdPlace: true });
    expect(league.third_place).toBe(false);
    expect(league.group_count).toBeNull();
    const groups = toCreateCompetitionBody({ ...filled(), format: 'groups_knockout', groupCount: '4' });
    expect(groups.group_count).toBe(4);
  });
});
