import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAttemptCounter } from '../../lib/attempt-counter.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';
import { announcementsRoutes } from './announcements.routes.js';
import { conversationSafetyRoutes } from './conversation-safety.routes.js';
import { conversationsRoutes } from './conversations.routes.js';
import { createMessageLimits } from './message-limits.js';
import { supportRoutes } from './support/support.routes.js';
import { teamConversationsRoutes } from './team-conversations.routes.js';

/**
 * Every conversations route (decisions 89 and 93): a game's chat, a team's and a team match's,
 * announcements, my conversations, their safety (decision 95: reports, slow mode, mutes) and support
 * requests (decision 96). One set of message limits for all of them, so an announcement
 * counts with the messages of its conversation; a refusal past them carries Retry-After.
 */
export const conversationsPlugin: FastifyPluginAsyncZod = async (app) => {
  const limits = createMessageLimits(createAttemptCounter(app.redis, 'oyna:conversation-limits:'));
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  await app.register(conversationsRoutes, { limits });
  await app.register(teamConversationsRoutes, { limits });
  await app.register(announcementsRoutes, { limits });
  await app.register(conversationSafetyRoutes);
  await app.register(supportRoutes, { limits });
};
