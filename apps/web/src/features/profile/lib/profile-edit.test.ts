import type { UserProfile } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { formsFromProfile, profileChanges, sectionOfField } from './profile-edit';

const PROFILE: UserProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'aysel@example.az',
  first_name: 'Aysel',
  last_name: 'Quliyeva',
  full_name: 'Aysel Quliyeva',
  balance: 12.5,
  language: 'az',
  role: 'player',
  photo_url: null,
  needs_onboarding: false,
  has_password: true,
  email_verified: true,
  middle_name: null,
  phone: '+994551234567',
  birth_date: '2000-05-01',
  age: 26,
  height_cm: 170,
  weight_kg: 62.5,
  shirt_size: 'M',
  shoe_size: null,
  bmi: 21.6,
  bmi_band: 'normal',
  years_playing: 5,
  level: 'developing',
  preferred_foot: 'right',
  team_experience: null,
  achievements: null,
  games_played: null,
  tournaments: null,
  goals_scored: null,
  skills: { speed: 7, endurance: 6 },
  skill_overall: 55,
  skill_level: 'intermediate',
  primary_position: 'striker',
  secondary_positions: [],
  jersey_number: 9,
  available_days: [],
  preferred_times: [],
  telegram_username: null,
  fitness_connection: 'not_connected',
  notification_channels: ['push'],
  data_processing_consent: true,
  data_processing_consent_at: null,
};

describe('the profile editor', () => {
  it('opens with the saved profile in its fields', () => {
    const forms = formsFromProfile(PROFILE);
    expect(forms[1]).toMatchObject({ first_name: 'Aysel', phone: '55 123 45 67', birth_date: '2000-05-01' });
    expect(forms[2]).toMatchObject({ height_cm: '170', weight_kg: '62.5' });
    expect(forms[4].skills).toMatchObject({ speed: 7, endurance: 6 });
    expect(forms[5]).toMatchObject({ primary_position: 'striker', jersey_number: '9' });
  });

  it('sends nothing when nothing changed', () => {
    const forms = formsFromProfile(PROFILE);
    expect(profileChanges(forms, formsFromProfile(PROFILE), 'en')).toEqual({
      ok: true,
      profile: null,
      skills: null,
    });
  });

  it('sends only the fields that changed, trimmed by the shared schema', () => {
    const saved = formsFromProfile(PROFILE);
    const edited = formsFromProfile(PROFILE);
    edited[1].first_name = '  Leyla ';
    edited[5].jersey_number = '';
    edited[4].skills.vision = 9;
    expect(profileChanges(saved, edited, 'en')).toEqual({
      ok: true,
      profile: { first_name: 'Leyla', jersey_number: null },
      skills: { skills: { vision: 9 } },
    });
  });

  it('refuses an emptied required name with the field’s message, in the reader’s language', () => {
    const saved = formsFromProfile(PROFILE);
    const edited = formsFromProfile(PROFILE);
    edited[1].first_name = '';
    edited[2].height_cm = '20';
    const result = profileChanges(saved, edited, 'en');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['first_name', 'height_cm']);
    expect(result.errors['first_name']).toMatch(/required/i);
  });

  it('knows which tab holds a field', () => {
    const forms = formsFromProfile(PROFILE);
    expect(sectionOfField('phone', forms)).toBe(1);
    expect(sectionOfField('height_cm', forms)).toBe(2);
    expect(sectionOfField('level', forms)).toBe(3);
    expect(sectionOfField('secondary_positions', forms)).toBe(5);
    expect(sectionOfField('skills.speed', forms)).toBe(4);
  });
});
