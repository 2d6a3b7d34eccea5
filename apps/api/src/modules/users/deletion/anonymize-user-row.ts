import { ERASED_FIRST_NAME } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { type UserRow, users } from '../../../db/schema.js';

/**
 * What identified a person, longest first, to be masked in free text kept about them: the email, the
 * phone, the full name and each of its parts, the Telegram username. Parts shorter than three letters
 * are left out: they would mask pieces of unrelated words.
 */
export function identifiersOf(
  row: Pick<UserRow, 'email' | 'phone' | 'firstName' | 'lastName' | 'middleName' | 'telegramUsername'>,
): string[] {
  const names = [row.firstName, row.middleName, row.lastName].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  const candidates = [
    row.email,
    row.phone,
    names.join(' '),
    `${row.firstName} ${row.lastName}`,
    ...names,
    row.telegramUsername,
  ];
  const found = new Set(candidates.map((value) => value?.trim() ?? '').filter((value) => value.length >= 3));
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * The account's row keeps its id (its bookings, results, ratings and ledger rows point at it) and
 * loses everything else that was the person: sign-in ways, names (the "Deleted player" mark instead),
 * contact, body, football details, photo, privacy and channels; it leaves the leaderboard.
 */
export async function anonymizeUserRow(
  tx: DbExecutor,
  options: { userId: string; now: Date },
): Promise<void> {
  const { now } = options;
  await tx
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      googleSubject: null,
      telegramId: null,
      telegramUsername: null,
      role: 'player',
      blockedAt: null,
      blockedReason: null,
      firstName: ERASED_FIRST_NAME,
      lastName: '',
      middleName: null,
      phone: null,
      phoneVerifiedAt: null,
      language: 'az',
      birthDate: null,
      photoUrl: null,
      heightCm: null,
      weightKg: null,
      shirtSize: null,
      shoeSize: null,
      yearsPlaying: null,
      experienceLevel: null,
      preferredFoot: null,
      teamExperience: null,
      achievements: null,
      gamesPlayedBefore: null,
      tournamentsPlayed: null,
      goalsScoredBefore: null,
      skills: null,
      skillOverall: null,
      primaryPosition: null,
      secondaryPositions: [],
      jerseyNumber: null,
      availableDays: [],
      preferredTimes: [],
      fitnessConnection: 'not_connected',
      notificationChannels: [],
      dataProcessingConsentAt: null,
      emailVerifiedAt: null,
      profileVisibility: 'private',
      showOnLeaderboard: false,
      whatsappContactAllowed: false,
      deletionRequestedAt: null,
      deletionDueAt: null,
      deletionCancelledAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, options.userId));
}
