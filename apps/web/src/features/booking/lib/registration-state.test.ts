import type { GameDetail, MyRegistration } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { registrationState, summaryState } from './registration-state';

const NOW = new Date('2026-11-22T10:00:00Z');

function game(overrides: Partial<GameDetail> = {}): GameDetail {
  return {
    id: '7f1c1c7e-3a1b-4c55-9d1e-2a2f1f6f0a01',
    title: 'Evening 7x7',
    venue: {
      id: 1,
      name: 'Gənclik Arena',
      district: 'nasimi',
      address: 'Atatürk pr. 1',
      latitude: 40.4,
      longitude: 49.85,
      type: 'outdoor',
      surface: 'artificial_grass',
      amenities: [],
      pitch_count: 1,
      phone: null,
      maps_url: 'https://maps.google.com/?q=40.4,49.85',
      photos: [],
      opening_hours: null,
      is_active: true,
    },
    starts_at: '2026-11-25T15:00:00.000Z',
    ends_at: '2026-11-25T16:30:00.000Z',
    duration_minutes: 90,
    format: '7x7',
    capacity: 14,
    kind: 'regular',
    price: 10,
    min_level: null,
    max_level: null,
    has_referee: false,
    video_coverage: false,
    registration_opens_at: '2026-11-20T10:00:00.000Z',
    status: 'open',
    is_past: false,
    players_count: 9,
    guests_count: 0,
    guests_allowed: true,
    held_count: 0,
    places_left: 5,
    waitlist_count: 0,
    needs_goalkeeper: false,
    distance_km: null,
    my_quote: null,
    my_registration_status: null,
    description: '',
    organizer: { id: '7f1c1c7e-3a1b-4c55-9d1e-2a2f1f6f0a02', first_name: 'Orxan', last_name: 'Quliyev' },
    series_id: null,
    players: [],
    guests: [],
    my_registration: null,
    free_cancellation_until: '2026-11-24T15:00:00.000Z',
    my_registration_opens_at: '2026-11-20T10:00:00.000Z',
    can_manage: false,
    referee: null,
    is_referee: false,
    ...overrides,
  };
}

function booking(overrides: Partial<MyRegistration>): MyRegistration {
  return {
    id: '7f1c1c7e-3a1b-4c55-9d1e-2a2f1f6f0a03',
    status: 'confirmed',
    payment_method: 'balance',
    price: 10,
    base_price: 10,
    discount_percent: 0,
    discount_reason: null,
    paid: true,
    hold_expires_at: null,
    waitlist_position: null,
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

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
