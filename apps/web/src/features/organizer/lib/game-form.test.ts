import { describe, expect, it } from 'vitest';
import { emptyGameForm, toGameRequest, withFormat, withKind, type GameFormState } from './game-form';

const NOW = new Date('2026-11-22T08:00:00Z');

function filled(overrides: Partial<GameFormState> = {}): GameFormState {
  return { ...emptyGameForm(NOW), title: 'Cümə axşamı 7x7', venueId: 3, ...overrides };
}

describe('the organizer game form', () => {
  it('starts as a regular 7x7 tomorrow at 19:00 Baku with two full sides', () => {
    const form = emptyGameForm(NOW);
    expect(form.startsAt).toBe('2026-11-23T19:00');
    expect(form.capacity).toBe('14');
    expect(form.price).toBe('8');
  });

  it('sends the Baku time as a UTC instant and the price in manat with at most two decimals', () => {
    const result = toGameRequest(filled({ price: '10,50' }), NOW);
    expect(result).toMatchObject({
      ok: true,
      value: {
        starts_at: '2026-11-23T15:00:00.000Z',
        price: 10.5,
        capacity: 14,
        venue_id: 3,
      },
    });
  });

  it('opens registration at once unless a time is set', () => {
    const now = toGameRequest(filled(), NOW);
    expect(now.ok && 'registration_opens_at' in now.value).toBe(false);
    const later = toGameRequest(filled({ opensMode: 'at', opensAt: '2026-11-23T10:00' }), NOW);
    expect(later).toMatchObject({ ok: true, value: { registration_opens_at: '2026-11-23T06:00:00.000Z' } });
  });

  it('refuses a price outside the kind’s range, as the API would', () => {
    expect(toGameRequest(filled({ kind: 'premium', price: '9' }), NOW)).toEqual({
      ok: false,
      errors: { price: 'game_price_range' },
    });
    expect(toGameRequest(filled({ price: '10.555' }), NOW)).toMatchObject({
      ok: false,
      errors: { price: 'amount_two_decimals' },
    });
  });

  it('refuses fewer places than two full sides of the format, a reversed level range and a past kick-off', () => {
    const result = toGameRequest(
      filled({ capacity: '10', minLevel: 'expert', maxLevel: 'beginner', startsAt: '2026-11-21T19:00' }),
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        capacity: 'game_capacity_below_format',
        max_level: 'game_level_range',
        starts_at: 'game_starts_in_past',
      },
    });
  });

  it('asks for the missing venue, title and time', () => {
    const result = toGameRequest({ ...emptyGameForm(NOW), startsAt: '' }, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors['venue_id']).toBe('fill_required');
      expect(result.errors['starts_at']).toBe('fill_required');
      expect(result.errors['title']).toBe('game_title_length');
    }
  });

  it('takes the default capacity of a new format, but keeps a larger one the organizer typed', () => {
    expect(withFormat(filled(), '5x5').capacity).toBe('10');
    expect(withFormat(filled({ capacity: '16' }), '5x5').capacity).toBe('16');
    expect(withFormat(filled({ capacity: '16' }), '11x11').capacity).toBe('22');
  });

  it('moves the price into the new kind’s range', () => {
    expect(withKind(filled({ price: '10' }), 'tournament').price).toBe('20');
    expect(withKind(filled({ price: '10' }), 'premium').price).toBe('12');
    expect(withKind(filled({ kind: 'tournament', price: '22' }), 'regular').price).toBe('12');
    expect(withKind(filled({ price: '11' }), 'regular').price).toBe('11');
  });
});
