import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { noContent, ok } from '../../lib/route-responses.js';
import { applyWhatsAppReport } from './whatsapp/apply-whatsapp-report.js';
import { optInToWhatsApp, optOutOfWhatsApp } from './whatsapp/whatsapp-opt-ins.js';
import {
  WHATSAPP_SIGNATURE_HEADER,
  sameText,
  whatsAppSignatureValid,
} from './whatsapp/whatsapp-signature.js';

/** Where Meta posts statuses and replies (the app's webhook, `messages` field subscribed). */
export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

const handshakeQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});

/**
 * WhatsApp (decision 88): my consent on and off from the settings, and the webhook of Meta's
 * reports. The webhook lives in a plugin of its own whose body parser keeps the exact bytes (as the
 * payment callbacks do), since the signature is over those.
 */
export const whatsAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInRoutes(app, { tags: ['notifications'] });
  const available = () => Boolean(app.notifications.dispatcher.channels.get('whatsapp')?.configured);

  signedIn.post('/notifications/whatsapp', {
    summary: 'Agree to WhatsApp messages about my games, with the consent text as shown',
    description:
      'Needs a confirmed phone; the wording must be the current consent in that language with my number. Recorded with its time.',
    body: contracts.whatsAppOptInSchema,
    response: noContent('Recorded', 400, 401, 409, 503),
    handler: async ({ user, body }) => {
      if (!available()) throw new AppError('whatsapp_not_configured', 503);
      await optInToWhatsApp(app.db, {
        userId: user.id,
        language: body.language,
        wording: body.wording,
        now: new Date(),
      });
    },
  });

  signedIn.delete('/notifications/whatsapp', {
    summary: 'Withdraw my consent to WhatsApp messages: nothing more is sent there',
    response: noContent('Withdrawn', 401),
    handler: async ({ user }) => optOutOfWhatsApp(app.db, { userId: user.id, now: new Date() }),
  });

  await app.register(whatsAppWebhookRoutes);
};

const whatsAppWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyone = openRoutes(app, { tags: ['notifications'] });
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = app.config;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  anyone.get(WHATSAPP_WEBHOOK_PATH, {
    summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token is ours",
    querystring: handshakeQuerySchema,
    response: ok(z.string().describe('The challenge, as text'), 403, 404),
    config: { rateLimit: false },
    handler: async (request, reply) => {
      if (!appSecret || !verifyToken) throw new AppError('not_found', 404);
      const query = request.query;
      const challenge = query['hub.challenge'];
      const tokenGiven = query['hub.verify_token'] ?? '';
      if (
        query['hub.mode'] !== 'subscribe' ||
        challenge === undefined ||
        !sameText(tokenGiven, verifyToken)
      ) {
        throw new AppError('forbidden', 403);
      }
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  });

  anyone.post(WHATSAPP_WEBHOOK_PATH, {
    summary: 'Statuses of sent WhatsApp messages and replies (STOP), signed by Meta',
    description:
      'X-Hub-Signature-256: sha256=HMAC-SHA256 of the raw body with the app secret. Unsigned or wrongly signed: 401, nothing changes.',
    response: ok(z.object({ ok: z.literal(true) }), 401, 404),
    // Meta posts from few addresses, in bursts; a forged call costs one hash to refuse.
    config: { rateLimit: false },
    handler: async (request) => {
      if (!appSecret) throw new AppError('not_found', 404);
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!whatsAppSignatureValid(appSecret, rawBody, request.headers[WHATSAPP_SIGNATURE_HEADER])) {
        request.log.warn(
          { ip: request.ip, bodyLength: rawBody.length },
          'WhatsApp webhook refused: bad signature',
        );
        throw new AppError('whatsapp_signature_invalid', 401);
      }
      let body: unknown = null;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        request.log.warn('WhatsApp webhook: a signed body that is not JSON, ignored');
      }
      // Always 200 once authentic: Meta would otherwise post the same report again and again.
      const tally = await applyWhatsAppReport(app.db, body, new Date());
      if (tally.optOuts > 0) request.log.info({ optOuts: tally.optOuts }, 'WhatsApp STOP: consent withdrawn');
      return { ok: true as const };
    },
  });
};
