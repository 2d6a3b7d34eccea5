import { describe, expect, it } from 'vitest';
import type { TeamMatch, TeamMatchPermissions } from '@oyna/shared';
import { NO_PERMISSIONS } from '../testing/accepted-match';
import { hasScore, isUpcoming, matchActions, outcomeFor, resultOpensAt } from './match-actions';

const NOW = new Date('2026-11-26T12:00:00Z');
const LATER = '2026-11-27T15:00:00Z';
const EARLIER = '2026-11-25T15:00:00Z';

const match = (permissions: Partial<TeamMatchPermissions>, startsAt = LATER, durationMinutes = 90) => ({
  permissions: { ...NO_PERMISSIONS, ...permissions },
  starts_at: startsAt,
  duration_minutes: durationMinutes,
});

const team = (id: string) => ({
  id,
  name: id,
  logo_url: null,
  primary_color: '#000000',
  secondary_color: '#ffffff',
  deleted: false,
});
const scored = (status: TeamMatch['status'], home: number | null, away: number | null) => ({
  status,
  home_score: home,
  away_score: away,
  home_team: team('home'),
  away_team: team('away'),
});

describe('who may do what on a match', () => {
  it('offers nothing to a player the server allows nothing', () => {
    expect(matchActions(match({}), NOW)).toEqual([]);
  });

  it('offers the challenged captain accept and decline, not a second way to say no', () => {
    expect(matchActions(match({ cancel: true, decline: true, accept: true }), NOW)).toEqual([
      'accept',
      'decline',
    ]);
  });

  it('offers either captain to cancel an accepted match before kick-off', () => {
    expect(matchActions(match({ cancel: true, edit_home_squad: true }), NOW)).toEqual([
      'edit_home_squad',
      'cancel',
    ]);
  });

  it('offers the home captain the result only once the match is over, even when the server said yes earlier', () => {
    expect(matchActions(match({ record_result: true }), NOW)).toEqual([]);
    // Kicked off 89 minutes ago, 90 minutes long: still being played.
    expect(matchActions(match({ record_result: true }, '2026-11-26T10:31:00Z'), NOW)).toEqual([]);
    expect(matchActions(match({ record_result: true }, '2026-11-26T10:30:00Z'), NOW)).toEqual([
      'record_result',
    ]);
    expect(matchActions(match({ record_result: true }, EARLIER), NOW)).toEqual(['record_result']);
  });

  it('says the result opens at kick-off plus the duration', () => {
    expect(resultOpensAt({ starts_at: LATER, duration_minutes: 60 }).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
  });

  it('no longer offers to accept or cancel once the match has kicked off', () => {
    expect(matchActions(match({ accept: true, cancel: true }, EARLIER), NOW)).toEqual([]);
  });

  it('offers the away captain confirm and dispute, and each captain only their own squad', () => {
    expect(
      matchActions(match({ confirm: true, dispute: true, edit_away_squad: true }, EARLIER), NOW),
    ).toEqual(['confirm', 'dispute', 'edit_away_squad']);
  });
});

describe('a match as the history shows it', () => {
  it('shows a score once it is recorded, confirmed or not', () => {
    expect(hasScore(scored('awaiting_confirmation', 2, 1))).toBe(true);
    expect(hasScore(scored('accepted', null, null))).toBe(false);
    expect(hasScore(scored('cancelled', null, null))).toBe(false);
  });

  it('gives each team its own result, only when confirmed', () => {
    expect(outcomeFor(scored('confirmed', 2, 1), 'home')).toBe('win');
    expect(outcomeFor(scored('confirmed', 2, 1), 'away')).toBe('loss');
    expect(outcomeFor(scored('confirmed', 1, 1), 'away')).toBe('draw');
    expect(outcomeFor(scored('awaiting_confirmation', 2, 1), 'home')).toBeNull();
    expect(outcomeFor(scored('confirmed', 2, 1), 'someone-else')).toBeNull();
  });

  it('counts an accepted or proposed match ahead as upcoming, a closed one never', () => {
    expect(isUpcoming({ status: 'accepted', starts_at: LATER }, NOW)).toBe(true);
    expect(isUpcoming({ status: 'cancelled', starts_at: LATER }, NOW)).toBe(false);
    expect(isUpcoming({ status: 'accepted', starts_at: EARLIER }, NOW)).toBe(false);
  });
});
