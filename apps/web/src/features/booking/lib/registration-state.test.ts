import { describe, expect, it } from 'vitest';
import { booking, game } from '../testing/game-detail-fixture';
import { registrationState, summaryState } from './registration-state';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('what a player can do about a game', () => {
  it('offers to register while places are left', () => {
    expect(registrationState(game(), NOW)).toEqual({ kind: 'register' });
  });

  it('offers the waitlist when the game is full', () => {
    expect(registrationState(game({ status: 'full', places_left: 0 }), NOW)).toEqual({
      kind: 'join_waitlist',
    });
  });

  it('says a cancelled game is cancelled, even with my booking on it', () => {
    const cancelled = game({ status: 'cancelled', my_registration: booking({ status: 'cancelled' }) });
    expect(registrationState(cancelled, NOW)).toEqual({ kind: 'cancelled' });
  });

  it('shows a past game as finished even before results are recorded', () => {
    expect(registrationState(game({ is_past: true }), NOW)).toEqual({ kind: 'finished' });
    expect(registrationState(game({ status: 'completed' }), NOW)).toEqual({ kind: 'finished' });
  });

  it('shows my held place with the moment the hold runs out', () => {
    const held = game({
      my_registration: booking({
        status: 'pending_payment',
        paid: false,
        hold_expires_at: '2026-11-22T10:08:00.000Z',
      }),
    });
    expect(registrationState(held, NOW)).toEqual({
      kind: 'held',
      expiresAt: new Date('2026-11-22T10:08:00.000Z'),
    });
  });

  it('shows my place on the waitlist', () => {
    const waiting = game({
      my_registration: booking({ status: 'waitlisted', paid: false, waitlist_position: 2 }),
    });
    expect(registrationState(waiting, NOW)).toEqual({ kind: 'waitlisted', position: 2 });
  });

  it('says when registration opens, and that it is early for a priority player', () => {
    const later = game({
      registration_opens_at: '2026-11-23T10:00:00.000Z',
      my_registration_opens_at: '2026-11-23T10:00:00.000Z',
    });
    expect(registrationState(later, NOW)).toEqual({
      kind: 'not_open',
      opensAt: new Date('2026-11-23T10:00:00.000Z'),
      priority: false,
    });
    const priority = game({
      registration_opens_at: '2026-11-23T12:00:00.000Z',
      my_registration_opens_at: '2026-11-22T12:00:00.000Z',
    });
    expect(registrationState(priority, NOW)).toMatchObject({ kind: 'not_open', priority: true });
  });

  it('lets a priority player register once their own opening time has passed', () => {
    const priority = game({
      registration_opens_at: '2026-11-23T09:00:00.000Z',
      my_registration_opens_at: '2026-11-22T09:00:00.000Z',
    });
    expect(registrationState(priority, NOW)).toEqual({ kind: 'register' });
  });

  it('gives the list card the same answer from the summary', () => {
    expect(summaryState(game(), NOW)).toBe('register');
    expect(summaryState(game({ my_registration_status: 'pending_payment' }), NOW)).toBe('held');
    expect(summaryState(game({ places_left: 0, status: 'full' }), NOW)).toBe('join_waitlist');
    expect(summaryState(game({ registration_opens_at: '2026-11-23T10:00:00.000Z' }), NOW)).toBe('not_open');
  });
});

describe('a game outside my level is not offered for booking (decision 49)', () => {
  it('says my level does not fit instead of offering to register or to wait', () => {
    expect(registrationState(game({ my_level_fits: false, min_level: 'advanced' }), NOW)).toEqual({
      kind: 'level_mismatch',
    });
    const full = game({ my_level_fits: false, status: 'full', places_left: 0 });
    expect(registrationState(full, NOW)).toEqual({ kind: 'level_mismatch' });
    expect(summaryState(game({ my_level_fits: false }), NOW)).toBe('level_mismatch');
  });

  it('says so even before registration opens', () => {
    const later = game({ my_level_fits: false, registration_opens_at: '2026-11-23T10:00:00.000Z' });
    expect(summaryState(later, NOW)).toBe('level_mismatch');
  });

  it('offers booking when my level fits or for a visitor', () => {
    expect(registrationState(game({ my_level_fits: true, min_level: 'advanced' }), NOW)).toEqual({
      kind: 'register',
    });
    expect(summaryState(game({ my_level_fits: null }), NOW)).toBe('register');
  });

  it('keeps showing my own booking when my level changed after booking', () => {
    expect(registrationState(game({ my_level_fits: false, my_registration: booking({}) }), NOW)).toEqual({
      kind: 'confirmed',
    });
  });
});
