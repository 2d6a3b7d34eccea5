import { DEFAULT_QUIET_HOURS, type DataExportProfile } from '@oyna/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import {
  calendarFeeds,
  pushSubscriptions,
  stravaConnections,
  telegramChats,
  whatsappOptIns,
  type UserRow,
} from '../../../db/schema.js';
import { readDeliveryPreferences } from '../../notifications/delivery-preferences.js';
import { getBalanceQepik } from '../../wallet/get-balance.js';
import { toUserProfileResponse } from '../user-profile-response.js';

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** What is linked to the account and since when, without a token, key, chat id or secret address. */
async function linkedChannels(db: DbExecutor, user: UserRow): Promise<DataExportProfile['channels']> {
  const [telegram] = await db.select().from(telegramChats).where(eq(telegramChats.userId, user.id));
  const devices = await db
    .select({ userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  const [whatsapp] = await db
    .select({ phone: whatsappOptIns.phone, optedInAt: whatsappOptIns.optedInAt })
    .from(whatsappOptIns)
    .where(and(eq(whatsappOptIns.userId, user.id), isNull(whatsappOptIns.optedOutAt)));
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  const [strava] = await db
    .select({ createdAt: stravaConnections.createdAt })
    .from(stravaConnections)
    .where(eq(stravaConnections.userId, user.id));
  return {
    email_verified_at: iso(user.emailVerifiedAt),
    phone_verified_at: iso(user.phoneVerifiedAt),
    google_linked: user.googleSubject !== null,
    telegram: telegram
      ? { linked_at: telegram.linkedAt.toISOString(), blocked_at: iso(telegram.blockedAt) }
      : null,
    push_devices: devices.map((device) => ({
      user_agent: device.userAgent,
      created_at: device.createdAt.toISOString(),
    })),
    whatsapp: whatsapp ? { phone: whatsapp.phone, opted_in_at: whatsapp.optedInAt.toISOString() } : null,
    calendar_feed_created_at: iso(feed?.createdAt),
    strava_connected_at: iso(strava?.createdAt),
  };
}

/** `profile.json`: the profile as `GET /users/me` shows it, the onboarding, privacy, notifications and channels. */
export async function exportProfile(
  db: DbExecutor,
  options: { user: UserRow; now: Date },
): Promise<DataExportProfile> {
  const { user, now } = options;
  const preferences = (await readDeliveryPreferences(db, [user.id])).get(user.id);
  return {
    exported_at: now.toISOString(),
    profile: toUserProfileResponse(user, await getBalanceQepik(db, user.id), now),
    onboarding: {
      completed_steps: user.onboardingCompletedSteps,
      skipped_steps: user.onboardingSkippedSteps,
      completed_at: iso(user.onboardingCompletedAt),
    },
    privacy: {
      profile_visibility: user.profileVisibility,
      show_on_leaderboard: user.showOnLeaderboard,
      whatsapp_contact: user.whatsappContactAllowed,
    },
    notifications: {
      matrix: Object.fromEntries(
        Object.entries(preferences?.matrix ?? {}).map(([kind, channels]) => [kind, [...(channels ?? [])]]),
      ),
      quiet_hours: preferences?.quietHours ?? DEFAULT_QUIET_HOURS,
      language: preferences?.chosenLanguage ?? null,
    },
    channels: await linkedChannels(db, user),
  };
}
