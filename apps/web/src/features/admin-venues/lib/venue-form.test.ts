import type { AdminVenue } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  checkVenueDraft,
  draftOfVenue,
  emptyVenueDraft,
  updateChangesSomething,
  venuePayload,
} from './venue-form';

const saved: AdminVenue = {
  id: 7,
  name: 'Xəzər Arena',
  district: 'nasimi',
  address: 'Bakı, Nizami küçəsi 10',
  latitude: 40.3777,
  longitude: 49.8414,
  type: 'indoor',
  surface: 'artificial_grass',
  amenities: ['parking'],
  pitch_count: 2,
  phone: '+994501112233',
  maps_url: 'https://maps.google.com/?q=40.3777,49.8414',
  photos: [],
  opening_hours: [{ day: 'monday', opens: '10:00', closes: '02:00' }],
  is_active: true,
  upcoming_games: 0,
  deactivated_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('the venue form', () => {
  it('sends every field the admin API takes, with known hours as the open days only', () => {
    const draft = draftOfVenue(saved);
    const payload = venuePayload(draft);
    expect(payload).toMatchObject({
      name: 'Xəzər Arena',
      latitude: 40.3777,
      longitude: 49.8414,
      pitch_count: 2,
      opening_hours: [{ day: 'monday', opens: '10:00', closes: '02:00' }],
    });
  });

  it('sends unknown hours as null and an empty phone as none', () => {
    const draft = { ...draftOfVenue(saved), hours_known: false, phone: ' ' };
    expect(venuePayload(draft)).toMatchObject({ opening_hours: null, phone: null });
  });

  it('takes a decimal comma in typed coordinates', () => {
    const draft = { ...draftOfVenue(saved), latitude: '40,41', longitude: '49,9' };
    expect(venuePayload(draft)).toMatchObject({ latitude: 40.41, longitude: 49.9 });
  });

  it('refuses an empty form field by field, with the API’s messages', () => {
    const result = checkVenueDraft(emptyVenueDraft(), 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining(['name', 'district', 'address', 'latitude', 'longitude', 'type', 'surface']),
    );
  });

  it('refuses coordinates outside Baku', () => {
    const result = checkVenueDraft({ ...draftOfVenue(saved), latitude: '41.5' }, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['latitude']).toBeTruthy();
  });

  it('sends only the changed fields of an edit, with the reason', () => {
    const draft = { ...draftOfVenue(saved), pitch_count: '3', reason: 'Yeni sahə açıldı' };
    const result = checkVenueDraft(draft, 'az', saved);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.update).toEqual({ pitch_count: 3, reason: 'Yeni sahə açıldı' });
    expect(updateChangesSomething(result.update)).toBe(true);
  });

  it('finds nothing to send when the form is as saved', () => {
    const result = checkVenueDraft(draftOfVenue(saved), 'az', saved);
    expect(result.ok && updateChangesSomething(result.update)).toBe(false);
  });
});
