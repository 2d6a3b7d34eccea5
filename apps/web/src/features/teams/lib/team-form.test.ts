import { TEAM_MEMBERS } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { emptyTeamForm, toTeamBody } from './team-form';

describe('team form', () => {
  it('a named team with the default bounds and colours is a valid request', () => {
    const result = toTeamBody({ ...emptyTeamForm, name: 'Qara Atlar' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toMatchObject({ name: 'Qara Atlar', is_private: false });
  });

  it('a name that is too short is refused with the shared message kind', () => {
    expect(toTeamBody({ ...emptyTeamForm, name: 'Q' })).toEqual({
      ok: false,
      errors: { name: 'team_name_length' },
    });
  });

  it('member bounds outside the rule are refused on their field', () => {
    const result = toTeamBody({ ...emptyTeamForm, name: 'Neftçi', maxMembers: String(TEAM_MEMBERS.max + 1) });
    expect(result).toEqual({ ok: false, errors: { max_members: 'team_members_range' } });
  });

  it('an empty bound is refused, not sent as zero', () => {
    const result = toTeamBody({ ...emptyTeamForm, name: 'Neftçi', minMembers: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['min_members']).toBe('team_members_range');
  });

  it('a minimum above the maximum is refused on the maximum', () => {
    const result = toTeamBody({ ...emptyTeamForm, name: 'Neftçi', minMembers: '12', maxMembers: '10' });
    expect(result).toEqual({ ok: false, errors: { max_members: 'team_members_range' } });
  });

  it('colours are lower-cased and a malformed colour is refused', () => {
    const good = toTeamBody({ ...emptyTeamForm, name: 'Neftçi', primaryColor: '#AABBCC' });
    expect(good.ok && good.value.primary_color).toBe('#aabbcc');
    const bad = toTeamBody({ ...emptyTeamForm, name: 'Neftçi', secondaryColor: 'red' });
    expect(bad).toEqual({ ok: false, errors: { secondary_color: 'team_color_invalid' } });
  });
});
