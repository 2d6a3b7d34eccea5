import { z } from 'zod';
import { contract } from './contract.js';

/**
 * `GET /admin/whatsapp-usage`: this month's WhatsApp messages against the budget, for the money desk
 * (decision 88). Meta charges per utility message; the budget is a hard stop.
 */
export const whatsAppUsageSchema = contract('WhatsAppUsage', {
  /** False when WhatsApp is not set up on this server: nothing is sent and nothing counted. */
  configured: z.boolean(),
  /** The calendar month in Baku, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  sent: z.number().int().nonnegative(),
  /** Messages not sent because the month's budget was spent. */
  skipped: z.number().int().nonnegative(),
  budget: z.number().int().positive(),
  /** What the sent messages cost at the configured price, in US cents. */
  cost_cents: z.number().nonnegative(),
});
export type WhatsAppUsage = z.infer<typeof whatsAppUsageSchema>;
