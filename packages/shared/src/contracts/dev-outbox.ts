import { z } from 'zod';
import { contract } from './contract.js';
import { SENDING_CHANNELS } from '../domain/whatsapp.js';
import { paginatedSchema } from './pagination.js';

/** One message of the development outbox (decision 50), as the list shows it. */
export const devOutboxItemSchema = contract('DevOutboxItem', {
  id: z.uuid(),
  channel: z.enum(SENDING_CHANNELS),
  /** An address, a phone number, or a player's name for Telegram and push. */
  recipient: z.string(),
  /** A notification's kind or an account email's purpose (password_reset, email_verification...). */
  purpose: z.string(),
  subject: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type DevOutboxItem = z.infer<typeof devOutboxItemSchema>;

/** `GET /dev/outbox`: newest first. */
export const devOutboxListSchema = paginatedSchema(devOutboxItemSchema).meta({ id: 'DevOutboxList' });
export type DevOutboxList = z.infer<typeof devOutboxListSchema>;

/** `GET /dev/outbox/{id}`: the words as they would have gone, and an email's HTML. */
export const devOutboxMessageSchema = devOutboxItemSchema
  .extend({ text: z.string(), html: z.string().nullable() })
  .meta({ id: 'DevOutboxMessage' });
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
