import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/auth-user.js';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { readWhatsAppUsage } from './whatsapp/whatsapp-budget.js';

/** The money desk's line on WhatsApp (decision 88): this month's messages against the budget. */
export const whatsAppUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = signedInRoutes(app, { tags: ['admin'], checks: [requireRole('admin')] });

  admin.get('/admin/whatsapp-usage', {
    summary:
      "This month's WhatsApp messages: sent, skipped for the budget, the budget and the cost (admin only)",
    response: ok(contracts.whatsAppUsageSchema, 401, 403),
    handler: async () => {
      const usage = await readWhatsAppUsage(app.db, {
        now: new Date(),
        budget: app.config.WHATSAPP_MONTHLY_BUDGET_MESSAGES,
        priceCents: app.config.WHATSAPP_MESSAGE_PRICE_CENTS,
      });
      return {
        configured: Boolean(app.notifications.dispatcher.channels.get('whatsapp')?.configured),
        month: usage.month,
        sent: usage.sent,
        skipped: usage.skipped,
        budget: usage.budget,
        cost_cents: usage.costCents,
      };
    },
  });
};
