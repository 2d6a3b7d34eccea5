import { isWhatsAppKind } from '@oyna/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { DbExecutor } from '../../../db/database.js';
import type { DeliveryChannel, OutgoingMessage, SendOutcome } from '../delivery-channel.js';
import {
  giveBackWhatsAppMessage,
  readWhatsAppUsage,
  takeWhatsAppMessage,
} from '../whatsapp/whatsapp-budget.js';
import { type WhatsAppCloudApi, createWhatsAppCloudApi } from '../whatsapp/whatsapp-cloud-api.js';
import { playersWithWhatsAppConsent, whatsAppConsentInForce } from '../whatsapp/whatsapp-opt-ins.js';
import { whatsAppTemplateMessage } from '../whatsapp/whatsapp-templates.js';
import { errorText } from './provider-request.js';

/** The error a delivery refused for the month's budget ends with (a skipped message, not a failure of Meta's). */
export const WHATSAPP_BUDGET_SKIPPED = 'skipped: the monthly WhatsApp budget is spent';

export type WhatsAppConfig = Pick<
  Config,
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_API_VERSION'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_APP_SECRET'
  | 'WHATSAPP_TEMPLATE_PREFIX'
  | 'WHATSAPP_MONTHLY_BUDGET_MESSAGES'
  | 'WHATSAPP_MESSAGE_PRICE_CENTS'
>;

/** The Cloud API of this server's WhatsApp number, or null when WhatsApp is off. */
export function whatsAppCloudApiFromConfig(config: WhatsAppConfig): WhatsAppCloudApi | null {
  const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET } = config;
  if (!WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_ACCESS_TOKEN || !WHATSAPP_APP_SECRET) return null;
  return createWhatsAppCloudApi({
    baseUrl: config.WHATSAPP_API_URL,
    version: config.WHATSAPP_API_VERSION,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    accessToken: WHATSAPP_ACCESS_TOKEN,
  });
}

/**
 * WhatsApp utility templates (decision 88): only the kinds with a template, only to a player whose
 * consent covers their confirmed number, and only within the month's budget (a message is taken
 * from it before the send and given back when Meta did not accept it). The dispatcher routes here
 * only when Telegram and push did not carry the notification (route-notifications.ts).
 */
export function createWhatsAppChannel(options: {
  api: WhatsAppCloudApi | null;
  config: WhatsAppConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
}): DeliveryChannel {
  const { api, config, log } = options;
  const now = options.now ?? (() => new Date());
  return {
    name: 'whatsapp',
    configured: api !== null,

    reachable: (db: DbExecutor, userIds: readonly string[]) => playersWithWhatsAppConsent(db, userIds),

    async send(message: OutgoingMessage, db: DbExecutor): Promise<SendOutcome> {
      if (!api) return { status: 'failed', error: 'WhatsApp is not set up on this server' };
      if (!isWhatsAppKind(message.kind))
        return { status: 'failed', error: 'no WhatsApp template for the kind' };
      const consent = await whatsAppConsentInForce(db, message.recipient.userId);
      if (!consent) return { status: 'failed', error: 'no WhatsApp consent for a confirmed number' };
      const template = whatsAppTemplateMessage(message, {
        to: consent.phone,
        prefix: config.WHATSAPP_TEMPLATE_PREFIX,
      });
      if (!template) return { status: 'failed', error: 'no WhatsApp template for the kind' };

      const budget = config.WHATSAPP_MONTHLY_BUDGET_MESSAGES;
      if (!(await takeWhatsAppMessage(db, { now: now(), budget }))) {
        const usage = await readWhatsAppUsage(db, {
          now: now(),
          budget,
          priceCents: config.WHATSAPP_MESSAGE_PRICE_CENTS,
        });
        log.warn(
          { deliveryId: message.deliveryId, kind: message.kind, ...usage },
          'WhatsApp monthly budget spent: delivery skipped (the player still has it in the app)',
        );
        return { status: 'failed', error: WHATSAPP_BUDGET_SKIPPED };
      }
      const answer = await api.sendTemplate(template).catch((error: unknown) => ({
        status: 'retry' as const,
        error: errorText(error),
      }));
      if (answer.status === 'accepted') return { status: 'sent', providerId: answer.messageId };
      await giveBackWhatsAppMessage(db, { now: now() });
      if (answer.status === 'retry') return { status: 'retry', error: answer.error };
      return { status: 'failed', error: answer.error };
    },
  };
}

export function whatsAppChannelFromConfig(config: WhatsAppConfig, log: FastifyBaseLogger): DeliveryChannel {
  return createWhatsAppChannel({ api: whatsAppCloudApiFromConfig(config), config, log });
}
