import { type SkillKey, overallFromSkills } from '@oyna/shared';
import type { PlayerSeed } from './player-seeds.js';

/** The password of every demo login (the seed hashes it); demo data only, never a real account. */
export const DEMO_PASSWORD = 'Demo12345!';

type OnboardingFields =
  | 'dataProcessingConsentAt'
  | 'onboardingCurrentStep'
  | 'onboardingCompletedSteps'
  | 'onboardingSkippedSteps'
  | 'onboardingCompletedAt';

/** Consent given, then every onboarding step completed (none skipped) a few minutes later. */
function finishedOnboarding(consentAt: string, completedAt: string): Pick<PlayerSeed, OnboardingFields> {
  return {
    dataProcessingConsentAt: new Date(consentAt),
    onboardingCurrentStep: 6,
    onboardingCompletedSteps: [1, 2, 3, 4, 5, 6],
    onboardingSkippedSteps: [],
    onboardingCompletedAt: new Date(completedAt),
  };
}

const playerSkills: Record<SkillKey, number> = {
  speed: 8,
  endurance: 7,
  technique: 7,
  shotPower: 9,
  passAccuracy: 6,
  vision: 6,
  heading: 7,
  tackling: 3,
  positioning: 8,
  dribbling: 7,
};

const organizerSkills: Record<SkillKey, number> = {
  speed: 5,
  endurance: 7,
  technique: 7,
  shotPower: 5,
  passAccuracy: 8,
  vision: 8,
  heading: 5,
  tackling: 7,
  positioning: 7,
  dribbling: 5,
};

const adminSkills: Record<SkillKey, number> = {
  speed: 7,
  endurance: 7,
  technique: 6,
  shotPower: 5,
  passAccuracy: 6,
  vision: 6,
  heading: 4,
  tackling: 6,
  positioning: 6,
  dribbling: 6,
};

/** The three logins of the demo (player, organizer, admin), all with DEMO_PASSWORD and full profiles. */
export const demoAccounts: PlayerSeed[] = [
  {
    email: 'player@demo.az',
    role: 'player',
    firstName: 'Elvin',
    lastName: 'Məmmədov',
    middleName: 'Elçin oğlu',
    phone: '+994501112233',
    // Confirmed by SMS: a newcomer signs in with it on /phone-sign-in, the code read at /dev/outbox.
    phoneVerifiedAt: new Date('2026-02-10T18:25:00Z'),
    language: 'az',
    birthDate: '1996-04-18',
    photoUrl: null,
    heightCm: 181,
    weightKg: 76.5,
    shirtSize: 'L',
    shoeSize: 43,
    yearsPlaying: 14,
    experienceLevel: 'experienced',
    preferredFoot: 'right',
    teamExperience: 'Universitet komandasında 4 il, indi korporativ liqada oynayır',
    achievements: 'Bakı həvəskar liqasında ən yaxşı bombardir (2024)',
    gamesPlayedBefore: 240,
    tournamentsPlayed: 9,
    goalsScoredBefore: 168,
    skills: playerSkills,
    skillOverall: overallFromSkills(playerSkills),
    primaryPosition: 'striker',
    secondaryPositions: ['attackingMid', 'leftWing'],
    jerseyNumber: 9,
    availableDays: ['tuesday', 'thursday', 'saturday', 'sunday'],
    preferredTimes: ['evening', 'night'],
    telegramUsername: 'elvin_mammadov9',
    fitnessConnection: 'not_connected',
    notificationChannels: ['push', 'email', 'telegram'],
    ...finishedOnboarding('2026-02-10T18:20:00Z', '2026-02-10T18:31:00Z'),
  },
  {
    email: 'organizer@demo.az',
    role: 'organizer',
    firstName: 'Rəşad',
    lastName: 'Həsənov',
    middleName: 'Vaqif oğlu',
    phone: '+994552223344',
    // Players may write to him on WhatsApp from his games' pages (decision 87), so a newcomer sees the button.
    whatsappContactAllowed: true,
    language: 'az',
    birthDate: '1988-09-02',
    photoUrl: null,
    heightCm: 176,
    weightKg: 82,
    shirtSize: 'L',
    shoeSize: 42.5,
    yearsPlaying: 22,
    experienceLevel: 'veteran',
    preferredFoot: 'right',
    teamExperience: 'Həvəskar liqada 10 il kapitan, indi həftəlik oyunlar təşkil edir',
    achievements: 'Korporativ çempionatın qalibi (2022, 2023)',
    gamesPlayedBefore: 620,
    tournamentsPlayed: 24,
    goalsScoredBefore: 95,
    skills: organizerSkills,
    skillOverall: overallFromSkills(organizerSkills),
    primaryPosition: 'centralMid',
    secondaryPositions: ['defensiveMid'],
    jerseyNumber: 8,
    availableDays: ['monday', 'wednesday', 'friday', 'saturday'],
    preferredTimes: ['evening'],
    telegramUsername: 'rashad_organizer',
    fitnessConnection: 'not_connected',
    notificationChannels: ['push', 'email', 'sms', 'telegram'],
    ...finishedOnboarding('2026-01-15T10:05:00Z', '2026-01-15T10:19:00Z'),
  },
  {
    email: 'admin@demo.az',
    role: 'admin',
    firstName: 'Aysel',
    lastName: 'Quliyeva',
    middleName: 'Rauf qızı',
    phone: '+994703334455',
    language: 'en',
    birthDate: '1993-12-07',
    photoUrl: null,
    heightCm: 167,
    weightKg: 58.5,
    shirtSize: 'S',
    shoeSize: 38.5,
    yearsPlaying: 6,
    experienceLevel: 'developing',
    preferredFoot: 'left',
    teamExperience: 'Qadın futzal komandasında 3 mövsüm',
    achievements: null,
    gamesPlayedBefore: 85,
    tournamentsPlayed: 3,
    goalsScoredBefore: 21,
    skills: adminSkills,
    skillOverall: overallFromSkills(adminSkills),
    primaryPosition: 'leftMid',
    secondaryPositions: ['leftBack', 'leftWing'],
    jerseyNumber: 11,
    availableDays: ['wednesday', 'sunday'],
    preferredTimes: ['afternoon', 'evening'],
    telegramUsername: 'aysel_guliyeva',
    fitnessConnection: 'not_connected',
    notificationChannels: ['push', 'email'],
    ...finishedOnboarding('2026-01-05T09:00:00Z', '2026-01-05T09:12:00Z'),
  },
];
