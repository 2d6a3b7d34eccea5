import { describe, expect, it } from 'vitest';
import { TEAM_MATCH_MAX_DAYS_AHEAD, type TeamSummary } from '@oyna/shared';
import { initialChallengeForm, teamsThatMayChallenge, toChallengeBody } from './challenge-form';

const HOME = '11111111-1111-4111-8111-111111111111';
const AWAY = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2026-11-26T12:00:00Z');

const summary = (id: string, role: TeamSummary['my_role'], status: TeamSummary['status'] = 'active') =>
  ({ id, my_role: role, status }) as TeamSummary;

describe('which of my teams may challenge', () => {
  it('lists only active teams I captain, never the team challenged', () => {
    const mine = [
      summary(HOME, 'captain'),
      summary(OTHER, 'vice_captain'),
      summary(AWAY, 'captain'),
      summary('44444444-4444-4444-8444-444444444444', 'captain', 'inactive'),
    ];
    expect(teamsThatMayChallenge(mine, { id: AWAY, status: 'active' }).map((team) => team.id)).toEqual([
      HOME,
    ]);
  });

  it('lists none when the other team is inactive', () => {
    expect(teamsThatMayChallenge([summary(HOME, 'captain')], { id: AWAY, status: 'inactive' })).toEqual([]);
  });
});

describe('the challenge form', () => {
  it('reads the kick-off as Baku time and sends a UTC instant', () => {
    const form = { ...initialChallengeForm(HOME, 3), startsAt: '2026-11-28T19:00', message: 'Görüşərik' };
    const result = toChallengeBody(form, AWAY, NOW);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        home_team_id: HOME,
        away_team_id: AWAY,
        venue_id: 3,
        starts_at: '2026-11-28T15:00:00.000Z',
      }),
    });
  });

  it('asks for a venue and a time, and refuses a kick-off in the past', () => {
    const empty = toChallengeBody(initialChallengeForm(HOME, null), AWAY, NOW);
    expect(empty).toEqual({ ok: false, errors: { starts_at: 'required', venue_id: 'required' } });
    const past = toChallengeBody(
      { ...initialChallengeForm(HOME, 3), startsAt: '2026-11-26T15:00' },
      AWAY,
      NOW,
    );
    expect(past).toEqual({ ok: false, errors: { starts_at: 'team_match_time_invalid' } });
  });

  it(`refuses a kick-off more than ${TEAM_MATCH_MAX_DAYS_AHEAD} days ahead`, () => {
    const form = { ...initialChallengeForm(HOME, 3), startsAt: '2030-01-01T19:00' };
    expect(toChallengeBody(form, AWAY, NOW)).toEqual({
      ok: false,
      errors: { starts_at: 'team_match_time_invalid' },
    });
  });

  it('refuses a duration outside the shared bounds', () => {
    const form = { ...initialChallengeForm(HOME, 3), startsAt: '2026-11-28T19:00', durationMinutes: 10 };
    expect(toChallengeBody(form, AWAY, NOW)).toEqual({
      ok: false,
      errors: { duration_minutes: 'team_match_duration_range' },
    });
  });
});
