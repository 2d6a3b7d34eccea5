import { isWhatsAppStop } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { notificationDeliveries } from '../../../db/schema.js';
import { optOutByWhatsAppReply } from './whatsapp-opt-ins.js';

const statusSchema = z.object({
  id: z.string().min(1).max(256),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z
    .array(
      z.looseObject({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});
const inboundSchema = z.looseObject({
  from: z.string().regex(/^\d{6,15}$/),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});

/**
 * What Meta posts to the webhook: `entry[].changes[].value` with `statuses` (what became of a sent
 * message) and `messages` (what players wrote). Each item is read on its own, so one odd item does
 * not hide the others.
 */
export const whatsAppWebhookSchema = z.looseObject({
  object: z.string().optional(),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              value: z
                .looseObject({
                  statuses: z.array(z.unknown()).optional(),
                  messages: z.array(z.unknown()).optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

/** The status order: a late `delivered` never overwrites `read`; `failed` always stands. */
const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export interface WhatsAppReportTally {
  statuses: number;
  optOuts: number;
}

/**
 * Applies a verified webhook call: a status names its delivery by the message id Meta gave on send
 * and is kept on it (`failed` fails the delivery with Meta's reason); STOP (or its az/ru words) from a
 * number withdraws the consents in force for it.
 */
export async function applyWhatsAppReport(db: Db, body: unknown, now: Date): Promise<WhatsAppReportTally> {
  const tally: WhatsAppReportTally = { statuses: 0, optOuts: 0 };
  const parsed = whatsAppWebhookSchema.safeParse(body);
  if (!parsed.success) return tally;
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const item of change.value?.statuses ?? []) {
        const status = statusSchema.safeParse(item);
        if (status.success && (await applyStatus(db, status.data, now))) tally.statuses += 1;
      }
      for (const item of change.value?.messages ?? []) {
        const message = inboundSchema.safeParse(item);
        if (!message.success) continue;
        const text = message.data.text?.body ?? message.data.button?.text ?? '';
        if (isWhatsAppStop(text)) {
          tally.optOuts += await optOutByWhatsAppReply(db, { phone: `+${message.data.from}`, now });
        }
      }
    }
  }
  return tally;
}

async function applyStatus(db: Db, status: z.infer<typeof statusSchema>, now: Date): Promise<boolean> {
  const [delivery] = await db
    .select({ id: notificationDeliveries.id, providerStatus: notificationDeliveries.providerStatus })
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.channel, 'whatsapp'), eq(notificationDeliveries.providerId, status.id)),
    )
    .limit(1);
  if (!delivery) return false;
  if ((RANK[delivery.providerStatus ?? ''] ?? 0) >= (RANK[status.status] ?? 0)) return false;
  const reason = status.errors?.[0];
  await db
    .update(notificationDeliveries)
    .set({
      providerStatus: status.status,
      providerStatusAt: now,
      updatedAt: now,
      ...(status.status === 'failed' && {
        status: 'failed' as const,
        lastError: `WhatsApp reported failed${reason?.code === undefined ? '' : ` (error ${reason.code})`}${
          reason?.title ? `: ${reason.title}` : ''
        }`.slice(0, 500),
      }),
    })
    .where(eq(notificationDeliveries.id, delivery.id));
  return true;
}
