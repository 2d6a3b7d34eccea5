import {
  CHOSEN_CHANNELS,
  type ChosenChannel,
  type Language,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type SendingChannel,
  channelAllowedForKind,
  fieldMessage,
} from '@oyna/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { notificationSettings, pushSubscriptions, telegramChats, users } from '../../db/schema.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { readDeliveryPreferences } from './delivery-preferences.js';
import { whatsAppConsentInForce } from './whatsapp/whatsapp-opt-ins.js';

/** What this server can deliver on, from its configuration and channels. */
export interface ChannelSetup {
  configured: Record<SendingChannel, boolean>;
  /** WhatsApp is not set up and keeps its messages in the development outbox. */
  whatsappCaptured: boolean;
  telegramBotUsername: string | null;
  vapidPublicKey: string | null;
}

/** My notification settings: the matrix (the defaults where never saved), quiet hours, language and my channels. */
export async function getMyNotificationSettings(
  db: DbExecutor,
  options: { userId: string; setup: ChannelSetup },
): Promise<NotificationSettings> {
  const preferences = (await readDeliveryPreferences(db, [options.userId])).get(options.userId);
  if (!preferences) throw notFound();
  const [row] = await db
    .select({
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      telegramChatId: telegramChats.chatId,
      telegramBlockedAt: telegramChats.blockedAt,
    })
    .from(users)
    .leftJoin(telegramChats, eq(telegramChats.userId, users.id))
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!row) throw notFound();
  const devices = await db
    .select({
      id: pushSubscriptions.id,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, options.userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  const { configured } = options.setup;
  const whatsapp = await whatsAppConsentInForce(db, options.userId);
  return {
    matrix: preferences.matrix,
    quiet_hours: preferences.quietHours,
    language: preferences.chosenLanguage,
    account_language: preferences.accountLanguage,
    channels: {
      email: {
        configured: configured.email,
        address: preferences.email,
        verified: row.emailVerifiedAt !== null,
      },
      telegram: {
        configured: configured.telegram,
        linked: row.telegramChatId !== null && row.telegramBlockedAt === null,
        blocked: row.telegramBlockedAt !== null,
        bot_username: options.setup.telegramBotUsername,
      },
      push: {
        configured: configured.push,
        public_key: configured.push ? options.setup.vapidPublicKey : null,
        subscriptions: devices.map((device) => ({
          id: device.id,
          user_agent: device.userAgent,
          created_at: device.createdAt.toISOString(),
        })),
      },
      sms: { configured: configured.sms, phone: preferences.phone },
      whatsapp: {
        configured: configured.whatsapp,
        captured: options.setup.whatsappCaptured,
        phone: preferences.phone,
        phone_verified: preferences.phone !== null && row.phoneVerifiedAt !== null,
        opted_in_at: whatsapp ? whatsapp.optedInAt.toISOString() : null,
      },
    },
  };
}

/** Replaces my notification settings; SMS may be chosen only for the urgent kinds that allow it. */
export async function updateMyNotificationSettings(
  db: Db,
  options: { userId: string; settings: NotificationSettingsUpdate; setup: ChannelSetup; language: Language },
): Promise<NotificationSettings> {
  const { matrix, quiet_hours: quietHours, language } = options.settings;
  const fields: Record<string, string> = {};
  const saved: Record<string, ChosenChannel[]> = {};
  for (const kind of NOTIFICATION_KINDS) {
    const chosen = matrix[kind];
    if (chosen.some((channel) => !channelAllowedForKind(kind, channel))) {
      fields[`matrix.${kind}`] = fieldMessage('sms_not_allowed', options.language);
    }
    saved[kind] = CHOSEN_CHANNELS.filter((channel) => chosen.includes(channel));
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', 400, { fields });
  const values = { matrix: saved, quietHours, language, updatedAt: new Date() };
  await db
    .insert(notificationSettings)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  return getMyNotificationSettings(db, { userId: options.userId, setup: options.setup });
}
