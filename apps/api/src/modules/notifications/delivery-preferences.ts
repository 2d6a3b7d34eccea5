import {
  DEFAULT_QUIET_HOURS,
  type Language,
  type NotificationMatrix,
  type QuietHours,
  effectiveNotificationMatrix,
} from '@oyna/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { notificationSettings, users } from '../../db/schema.js';

/** What decides where and when a player's notifications go, and in which language. */
export interface DeliveryPreferences {
  matrix: NotificationMatrix;
  quietHours: QuietHours;
  /** The language of messages: the one chosen in the settings, else the account's. */
  language: Language;
  /** Null follows the account's language. */
  chosenLanguage: Language | null;
  accountLanguage: Language;
  firstName: string;
  email: string | null;
  phone: string | null;
}

/** The preferences of these players (the defaults where they never saved any), by player id. */
export async function readDeliveryPreferences(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<Map<string, DeliveryPreferences>> {
  const found = new Map<string, DeliveryPreferences>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
      accountLanguage: users.language,
      onboardingChannels: users.notificationChannels,
      matrix: notificationSettings.matrix,
      quietHours: notificationSettings.quietHours,
      chosenLanguage: notificationSettings.language,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) {
    found.set(row.id, {
      matrix: effectiveNotificationMatrix(row.matrix, row.onboardingChannels),
      quietHours: row.quietHours ?? DEFAULT_QUIET_HOURS,
      language: row.chosenLanguage ?? row.accountLanguage,
      chosenLanguage: row.chosenLanguage,
      accountLanguage: row.accountLanguage,
      firstName: row.firstName,
      email: row.email,
      phone: row.phone,
    });
  }
  return found;
}
