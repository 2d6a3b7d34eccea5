import { z } from 'zod';
import { contract } from './contract.js';
import {
  CHOSEN_CHANNELS,
  CLOCK_TIME_PATTERN,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../domain/notifications.js';
import { LANGUAGES } from '../i18n/languages.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';

/** One notification of the centre, written in the caller's language. */
export const notificationSchema = contract('Notification', {
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The page it is about (a path of the web app). */
  link: z.string(),
  urgent: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  read_at: z.iso.datetime({ offset: true }).nullable(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_FILTERS = ['inbox', 'unread', 'archived'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** `GET /notifications`: the inbox (not archived) by default, newest first. */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  filter: z.enum(NOTIFICATION_FILTERS).default('inbox'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListSchema = paginatedSchema(notificationSchema)
  .extend({ unread_count: z.number().int().min(0) })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** At most this many notifications are marked or archived by one request. */
export const MAX_NOTIFICATIONS_PER_REQUEST = 100;

/** `POST /notifications/read` and `/notifications/archive`: the ones named, or with no ids every unread (or read) one. */
export const notificationSelectionSchema = contract('NotificationSelection', {
  ids: z.array(z.uuid()).min(1).max(MAX_NOTIFICATIONS_PER_REQUEST).optional(),
});
export type NotificationSelection = z.infer<typeof notificationSelectionSchema>;

export const unreadCountSchema = contract('UnreadCount', { unread_count: z.number().int().min(0) });

/** What the live stream of `GET /notifications/events` sends: a new notification and the unread count. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int().min(0),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

const clockTime = z.string().regex(CLOCK_TIME_PATTERN, 'time_invalid');

export const quietHoursSchema = z.object({ enabled: z.boolean(), start: clockTime, end: clockTime });

const chosenChannels = z.array(z.enum(CHOSEN_CHANNELS)).max(CHOSEN_CHANNELS.length);

/** Kind → channels; every kind must be present. */
export const notificationMatrixSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosenChannels])) as Record<
    NotificationKind,
    typeof chosenChannels
  >,
);

/** `PUT /users/me/settings/notifications`. */
export const notificationSettingsUpdateSchema = contract('NotificationSettingsUpdate', {
  matrix: notificationMatrixSchema,
  quiet_hours: quietHoursSchema,
  /** The language of messages; null follows the account's language. */
  language: z.enum(LANGUAGES).nullable(),
});
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const pushSubscriptionSchema = contract('PushSubscription', {
  id: z.uuid(),
  user_agent: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** Whether this server can deliver on a channel and what the player has linked to it. */
export const notificationChannelsStateSchema = z.object({
  email: z.object({ configured: z.boolean(), address: z.string().nullable(), verified: z.boolean() }),
  telegram: z.object({
    configured: z.boolean(),
    linked: z.boolean(),
    /** The bot blocked by the player: the channel is off until they link again. */
    blocked: z.boolean(),
    bot_username: z.string().nullable(),
  }),
  push: z.object({
    configured: z.boolean(),
    /** The VAPID public key a browser subscribes with. */
    public_key: z.string().nullable(),
    subscriptions: z.array(pushSubscriptionSchema),
  }),
  sms: z.object({ configured: z.boolean(), phone: z.string().nullable() }),
  /** WhatsApp templates (decision 88): only with a confirmed phone and a recorded consent. */
  whatsapp: z.object({
    configured: z.boolean(),
    /** Not set up, its messages kept in the development outbox (decision 50): a player may still opt in. */
    captured: z.boolean(),
    phone: z.string().nullable(),
    phone_verified: z.boolean(),
    /** When the consent in force was given; null when the player has not opted in (or opted out). */
    opted_in_at: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type NotificationChannelsState = z.infer<typeof notificationChannelsStateSchema>;

/** `GET /users/me/settings/notifications`. */
export const notificationSettingsSchema = notificationSettingsUpdateSchema
  .extend({
    /** The account's language, what `language: null` means. */
    account_language: z.enum(LANGUAGES),
    channels: notificationChannelsStateSchema,
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * `POST /notifications/whatsapp`: the player agrees to WhatsApp messages with the consent as it was
 * shown to them (its language and its exact text with their number, WHATSAPP_CONSENT_WORDING).
 */
export const whatsAppOptInSchema = contract('WhatsAppOptIn', {
  language: z.enum(LANGUAGES),
  wording: z.string().min(1).max(2000),
});
export type WhatsAppOptIn = z.infer<typeof whatsAppOptInSchema>;

/** `POST /notifications/telegram/link`: the bot's deep link that carries a one-time token (`/start <token>`). */
export const telegramLinkSchema = contract('TelegramLink', {
  url: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/** The longest push endpoint URL and key accepted (push services' URLs are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
const pushKey = z
  .string()
  .min(1, 'required')
  .max(256, 'too_big')
  .regex(/^[A-Za-z0-9_-]+=*$/, 'text_invalid');

/** A push service's URL: printable ASCII, as every push service writes them (no NUL reaches a query). */
const pushEndpoint = z
  .url({ protocol: /^https?$/ })
  .max(PUSH_ENDPOINT_MAX_LENGTH, 'too_big')
  .regex(/^[\x21-\x7e]+$/, 'text_invalid');

/**
 * `POST /notifications/push-subscriptions`: a browser's PushSubscription as `toJSON()` gives it. Its
 * OpenAPI name is not `PushSubscriptionInput`: that is the name of PushSubscription's input form.
 */
export const pushSubscriptionInputSchema = contract('PushSubscriptionBody', {
  endpoint: pushEndpoint,
  keys: z.object({ p256dh: pushKey, auth: pushKey }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/**
 * `POST /notifications/push-subscriptions/renew`: sent by the service worker, which has no access
 * token, when the browser renewed a push subscription (`pushsubscriptionchange`). The old endpoint,
 * an unguessable URL of the browser's push service, names the stored subscription to replace.
 */
export const pushSubscriptionRenewalSchema = contract('PushSubscriptionRenewal', {
  old_endpoint: pushEndpoint,
  subscription: pushSubscriptionInputSchema,
});
export type PushSubscriptionRenewal = z.infer<typeof pushSubscriptionRenewalSchema>;
