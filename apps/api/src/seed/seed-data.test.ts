import {
  BAKU_BOUNDS,
  BAKU_DISTRICTS,
  JERSEY_NUMBER,
  MAX_SECONDARY_POSITIONS,
  PLAYER_AGE,
  POSITIONS,
  SKILL_KEYS,
  SKILL_MAX,
  SKILL_MIN,
  VENUE_AMENITIES,
  VENUE_SURFACES,
  VENUE_TYPES,
  overallFromSkills,
  profileUpdateSchema,
  skillRatingsSchema,
  whatsappNumber,
  type BakuDistrict,
} from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.js';
import {
  SEED_REFERENCE_DATE,
  ageOn,
  generatePlayerSeeds,
  transliterate,
  type PlayerSeed,
} from './player-seeds.js';
import { venueSeeds, venueSlug } from './venue-seeds.js';

/** Rough boxes around each district's built-up area: [minLat, maxLat, minLng, maxLng]. */
const DISTRICT_AREAS: Record<BakuDistrict, readonly [number, number, number, number]> = {
  nasimi: [40.38, 40.4, 49.82, 49.85],
  yasamal: [40.37, 40.4, 49.79, 49.83],
  sabail: [40.33, 40.37, 49.8, 49.85],
  narimanov: [40.4, 40.42, 49.85, 49.89],
  khatai: [40.37, 40.4, 49.87, 49.95],
  nizami: [40.39, 40.41, 49.93, 49.96],
  binagadi: [40.42, 40.47, 49.8, 49.85],
  sabunchu: [40.43, 40.47, 49.93, 50.02],
  surakhani: [40.41, 40.44, 49.97, 50.06],
  khazar: [40.38, 40.55, 50.05, 50.35],
  garadagh: [40.3, 40.4, 49.6, 49.75],
  pirallahi: [40.45, 40.49, 50.29, 50.35],
};

describe('venueSeeds', () => {
  it('has at least 55 venues with unique kebab-case slugs and names', () => {
    expect(venueSeeds.length).toBeGreaterThanOrEqual(55);
    const slugs = venueSeeds.map((venue) => venue.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(venueSeeds.map((venue) => venue.name)).size).toBe(venueSeeds.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(venueSlug('Gənclik Futbol Mərkəzi')).toBe('genclik-futbol-merkezi');
  });

  it('covers every district and every venue type', () => {
    expect(new Set(venueSeeds.map((venue) => venue.district))).toEqual(new Set(BAKU_DISTRICTS));
    expect(new Set(venueSeeds.map((venue) => venue.type))).toEqual(new Set(VENUE_TYPES));
  });

  it('places every venue inside its own district', () => {
    for (const venue of venueSeeds) {
      const [minLat, maxLat, minLng, maxLng] = DISTRICT_AREAS[venue.district];
      expect(venue.latitude, venue.name).toBeGreaterThanOrEqual(minLat);
      expect(venue.latitude, venue.name).toBeLessThanOrEqual(maxLat);
      expect(venue.longitude, venue.name).toBeGreaterThanOrEqual(minLng);
      expect(venue.longitude, venue.name).toBeLessThanOrEqual(maxLng);
    }
  });

  it('places every venue inside Baku with valid surface, amenities, pitches and phone', () => {
    for (const venue of venueSeeds) {
      expect(venue.latitude).toBeGreaterThanOrEqual(BAKU_BOUNDS.minLat);
      expect(venue.latitude).toBeLessThanOrEqual(BAKU_BOUNDS.maxLat);
      expect(venue.longitude).toBeGreaterThanOrEqual(BAKU_BOUNDS.minLng);
      expect(venue.longitude).toBeLessThanOrEqual(BAKU_BOUNDS.maxLng);
      expect(VENUE_SURFACES).toContain(venue.surface);
      const amenities = venue.amenities ?? [];
      for (const amenity of amenities) expect(VENUE_AMENITIES).toContain(amenity);
      expect(new Set(amenities).size).toBe(amenities.length);
      expect(venue.pitchCount).toBeGreaterThanOrEqual(1);
      expect(venue.pitchCount).toBeLessThanOrEqual(4);
      expect(venue.address.length).toBeGreaterThan(0);
      if (venue.phone != null) expect(venue.phone).toMatch(/^\+994 \d{2} \d{3} \d{2} \d{2}$/);
    }
  });
});

function expectValidProfile(player: PlayerSeed) {
  expect(player.email).toBe(player.email?.toLowerCase());
  expect(player.firstName).not.toBe('');
  expect(player.lastName).not.toBe('');
  expect(player.phone).toMatch(/^\+994\d{9}$/);
  const age = ageOn(player.birthDate ?? '');
  expect(age).toBeGreaterThanOrEqual(PLAYER_AGE.min);
  expect(age).toBeLessThanOrEqual(PLAYER_AGE.max);
  expect(player.heightCm).toBeGreaterThanOrEqual(160);
  expect(player.heightCm).toBeLessThanOrEqual(195);
  expect(player.weightKg).toBeGreaterThanOrEqual(55);
  expect(player.weightKg).toBeLessThanOrEqual(100);
  expect(Math.round((player.weightKg ?? 0) * 10) / 10).toBe(player.weightKg);
  expect(player.shoeSize).toBeGreaterThanOrEqual(38);
  expect(player.shoeSize).toBeLessThanOrEqual(46);
  expect(((player.shoeSize ?? 0) * 2) % 1).toBe(0);

  const skills = player.skills ?? {};
  expect(Object.keys(skills).sort()).toEqual([...SKILL_KEYS].sort());
  for (const key of SKILL_KEYS) {
    expect(Number.isInteger(skills[key])).toBe(true);
    expect(skills[key]).toBeGreaterThanOrEqual(SKILL_MIN);
    expect(skills[key]).toBeLessThanOrEqual(SKILL_MAX);
  }
  expect(player.skillOverall).toBe(overallFromSkills(skills));

  expect(POSITIONS).toContain(player.primaryPosition);
  const secondary = player.secondaryPositions ?? [];
  expect(secondary.length).toBeLessThanOrEqual(MAX_SECONDARY_POSITIONS);
  expect(secondary).not.toContain(player.primaryPosition);
  expect(new Set(secondary).size).toBe(secondary.length);
  expect(player.jerseyNumber).toBeGreaterThanOrEqual(JERSEY_NUMBER.min);
  expect(player.jerseyNumber).toBeLessThanOrEqual(JERSEY_NUMBER.max);
  expect(player.availableDays?.length).toBeGreaterThan(0);
  expect(player.preferredTimes?.length).toBeGreaterThan(0);
  expect(player.notificationChannels?.length).toBeGreaterThan(0);
  if (player.telegramUsername != null)
    expect(player.telegramUsername).toMatch(/^[A-Za-z][A-Za-z0-9_]{4,31}$/);

  expect(player.onboardingCurrentStep).toBe(6);
  const done = [...(player.onboardingCompletedSteps ?? []), ...(player.onboardingSkippedSteps ?? [])];
  expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  expect(player.onboardingCompletedSteps).toEqual(expect.arrayContaining([1, 2, 3]));
  expect(player.onboardingCompletedAt).toBeInstanceOf(Date);
  expect(player.dataProcessingConsentAt).toBeInstanceOf(Date);
  expect(player.dataProcessingConsentAt!.getTime()).toBeLessThanOrEqual(
    player.onboardingCompletedAt!.getTime(),
  );
  expect(player.onboardingCompletedAt!.getTime()).toBeLessThan(Date.parse(SEED_REFERENCE_DATE));

  // The rules the API applies to a profile change (the birth date is checked above, against the
  // seed's reference date rather than today).
  const asSent = profileUpdateSchema.safeParse({
    first_name: player.firstName,
    last_name: player.lastName,
    middle_name: player.middleName,
    phone: player.phone,
    language: player.language,
    height_cm: player.heightCm,
    weight_kg: player.weightKg,
    shirt_size: player.shirtSize,
    shoe_size: player.shoeSize,
    years_playing: player.yearsPlaying,
    level: player.experienceLevel,
    preferred_foot: player.preferredFoot,
    team_experience: player.teamExperience,
    achievements: player.achievements,
    games_played: player.gamesPlayedBefore,
    tournaments: player.tournamentsPlayed,
    goals_scored: player.goalsScoredBefore,
    primary_position: player.primaryPosition,
    secondary_positions: player.secondaryPositions,
    jersey_number: player.jerseyNumber,
    available_days: player.availableDays,
    preferred_times: player.preferredTimes,
    telegram_username: player.telegramUsername,
    fitness_connection: player.fitnessConnection,
    notification_channels: player.notificationChannels,
  });
  expect(asSent.error?.issues ?? []).toEqual([]);
  expect(skillRatingsSchema.safeParse(player.skills).success).toBe(true);
}

describe('generatePlayerSeeds', () => {
  const players = generatePlayerSeeds(200);

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generatePlayerSeeds(200)).toEqual(players);
    expect(generatePlayerSeeds(200, 7)).not.toEqual(players);
    expect(generatePlayerSeeds(0)).toEqual([]);
  });

  it('gives unique emails in the players domain and unique phones', () => {
    expect(players).toHaveLength(200);
    const emails = players.map((player) => player.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9]+\.[a-z0-9]+\.\d+@players\.oyna\.az$/);
    const phones = players.map((player) => player.phone);
    expect(new Set(phones).size).toBe(phones.length);
    const handles = players.map((player) => player.telegramUsername).filter((handle) => handle != null);
    expect(new Set(handles).size).toBe(handles.length);
  });

  it('fills a complete, valid player profile for everyone', () => {
    for (const player of players) {
      expect(player.role).toBe('player');
      expectValidProfile(player);
    }
  });

  it('looks like a Baku crowd: mostly Azerbaijani, some Russian speakers, every position', () => {
    const cyrillic = players.filter((player) => /[а-яё]/i.test(player.firstName ?? '')).length;
    expect(cyrillic).toBeGreaterThan(5);
    expect(cyrillic).toBeLessThan(40);
    expect(new Set(players.map((player) => player.primaryPosition))).toEqual(new Set(POSITIONS));
    const goalkeepers = players.filter((player) => player.primaryPosition === 'goalkeeper').length;
    expect(goalkeepers).toBe(20);
    const ages = players.map((player) => ageOn(player.birthDate ?? ''));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(14);
    expect(Math.max(...ages)).toBeLessThanOrEqual(55);
  });

  it('rates goalkeepers higher on positioning and strikers higher on shot power', () => {
    const mean = (position: string, key: (typeof SKILL_KEYS)[number]) => {
      const group = players.filter((player) => player.primaryPosition === position);
      return group.reduce((sum, player) => sum + (player.skills?.[key] ?? 0), 0) / group.length;
    };
    expect(mean('goalkeeper', 'positioning')).toBeGreaterThan(mean('goalkeeper', 'dribbling') + 2);
    expect(mean('striker', 'shotPower')).toBeGreaterThan(mean('defender', 'shotPower') + 1.5);
  });
});

describe('transliterate', () => {
  it('writes Azerbaijani and Russian names in plain ASCII', () => {
    expect(transliterate('Rəşad')).toBe('rashad');
    expect(transliterate('Məmmədov')).toBe('mammadov');
    expect(transliterate('İsmayılov')).toBe('ismayilov');
    expect(transliterate('Toğrul')).toBe('toghrul');
    expect(transliterate('Соловьёв')).toBe('solovyov');
  });
});

describe('demoAccounts', () => {
  it('has the three demo logins with complete profiles', () => {
    expect(DEMO_PASSWORD).toBe('Demo12345!');
    expect(demoAccounts.map((account) => [account.email, account.role])).toEqual([
      ['player@demo.az', 'player'],
      ['organizer@demo.az', 'organizer'],
      ['admin@demo.az', 'admin'],
    ]);
    for (const account of demoAccounts) expectValidProfile(account);
  });

  it('the demo organizer lets players write to him on WhatsApp, at a mobile number (decision 87)', () => {
    const organizer = demoAccounts.find((account) => account.role === 'organizer');
    expect(organizer?.whatsappContactAllowed).toBe(true);
    expect(whatsappNumber(organizer?.phone)).toBe('994552223344');
    const player = demoAccounts.find((account) => account.role === 'player');
    expect(player?.whatsappContactAllowed).toBeUndefined();
  });

  it('does not clash with generated players', () => {
    const players = generatePlayerSeeds(200);
    const phones = new Set(players.map((player) => player.phone));
    const emails = new Set(players.map((player) => player.email));
    for (const account of demoAccounts) {
      expect(phones.has(account.phone)).toBe(false);
      expect(emails.has(account.email)).toBe(false);
    }
  });
});
