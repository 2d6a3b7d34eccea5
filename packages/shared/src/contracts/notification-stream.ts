import { z } from 'zod';
import { contract } from './contract.js';
import { LANGUAGES } from '../i18n/languages.js';

/** How long a stream ticket opens `GET /notifications/events` for: enough to connect, not to keep. */
export const NOTIFICATION_STREAM_TICKET_TTL_SECONDS = 60;

/**
 * `POST /notifications/events/ticket`: a short-lived ticket for the live stream. A browser's
 * EventSource cannot send the Authorization header, and the access token itself stays out of URLs.
 */
export const notificationStreamTicketSchema = contract('NotificationStreamTicket', {
  ticket: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
});
export type NotificationStreamTicket = z.infer<typeof notificationStreamTicketSchema>;

/** `GET /notifications/events?ticket=…&language=…`: the language the stream writes notifications in. */
export const notificationStreamQuerySchema = z.object({
  ticket: z
    .string()
    .max(512)
    .regex(/^[\w.-]*$/, 'text_invalid')
    .optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type NotificationStreamQuery = z.infer<typeof notificationStreamQuerySchema>;

/** The first message of the stream (`event: ready`): the unread count as it is on connecting. */
export const notificationStreamReadySchema = z.object({ unread_count: z.number().int().min(0) });
export type NotificationStreamReady = z.infer<typeof notificationStreamReadySchema>;
