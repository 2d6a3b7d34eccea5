/** Enumerations of the player profile (docs/product-rules.md#onboarding-and-profile). */
export const EXPERIENCE_LEVELS = ['rookie', 'developing', 'experienced', 'veteran'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * The second set of level names some clients send, each stored as the level it matches
 * (docs/product-rules.md#onboarding-and-profile): answers always use EXPERIENCE_LEVELS.
 */
export const EXPERIENCE_LEVEL_ALIASES = {
  beginner: 'rookie',
  amateur: 'developing',
  semiPro: 'experienced',
  professional: 'veteran',
} as const satisfies Record<string, ExperienceLevel>;
export type ExperienceLevelAlias = keyof typeof EXPERIENCE_LEVEL_ALIASES;

/** Every level name a request may carry: EXPERIENCE_LEVELS and their aliases. */
export const EXPERIENCE_LEVEL_INPUTS = [
  ...EXPERIENCE_LEVELS,
  ...(Object.keys(EXPERIENCE_LEVEL_ALIASES) as ExperienceLevelAlias[]),
] as const;

/** `semiPro` -> `experienced`; a level of the first set stays as it is. */
export function toExperienceLevel(level: ExperienceLevel | ExperienceLevelAlias): ExperienceLevel {
  return level in EXPERIENCE_LEVEL_ALIASES
    ? EXPERIENCE_LEVEL_ALIASES[level as ExperienceLevelAlias]
    : (level as ExperienceLevel);
}

export const PREFERRED_FEET = ['right', 'left', 'both'] as const;
export type PreferredFoot = (typeof PREFERRED_FEET)[number];

export const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export type ShirtSize = (typeof SHIRT_SIZES)[number];

export const SKILL_KEYS = [
  'speed',
  'endurance',
  'technique',
  'shotPower',
  'passAccuracy',
  'vision',
  'heading',
  'tackling',
  'positioning',
  'dribbling',
] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];
/** Each self-rating is a whole number in this range. */
export const SKILL_MIN = 1;
export const SKILL_MAX = 10;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert', 'master'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export const NOTIFICATION_CHANNELS = ['push', 'email', 'sms', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const FITNESS_CONNECTION_STATES = ['not_connected', 'connecting', 'connected'] as const;
export type FitnessConnectionState = (typeof FITNESS_CONNECTION_STATES)[number];

export const ONBOARDING_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const MANDATORY_ONBOARDING_STEPS: readonly OnboardingStep[] = [1, 2, 3];

export const PLAYER_AGE = { min: 12, max: 60 } as const;
export const JERSEY_NUMBER = { min: 1, max: 99 } as const;
export const MAX_SECONDARY_POSITIONS = 3;
/** The largest profile photo accepted, in megabytes (MiB) and in bytes. */
export const PHOTO_MAX_MEGABYTES = 5;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;
