import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../lib/route-kinds.js';
import { created } from '../../lib/route-responses.js';
import { tellPosted } from './conversation-events.js';
import type { MessageLimits } from './message-limits.js';
import { postAnnouncement } from './post-announcement.js';

/** `POST /conversations/{id}/announcements` (decision 93). */
export const announcementsRoutes: FastifyPluginAsyncZod<{ limits: MessageLimits }> = async (
  app,
  { limits },
) => {
  const member = signedInRoutes(app, { tags: ['conversations'] });

  member.post('/conversations/:id/announcements', {
    summary: 'Post an announcement: pinned at the top and told to everyone in the conversation',
    description:
      "A game's organizer, a team's captain and vice-captains (a team match's: of either team), and admins " +
      '(403 `conversation_announcers_only` for anyone else). One notification to each member but the author, on ' +
      'their channels, after their quiet hours unless it tells a change of time or place within ' +
      `${contracts.ANNOUNCEMENT_URGENT_WITHIN_MS / 3_600_000} hours of kick-off. Counted with the messages (429 with ` +
      'Retry-After); read only a day after the game (409).',
    params: contracts.conversationParamsSchema,
    body: contracts.postAnnouncementSchema,
    response: created(contracts.conversationMessageSchema, 400, 401, 403, 404, 409, 429),
    handler: async ({ user, params, body }) => {
      return tellPosted(
        app,
        await postAnnouncement(app.db, {
          actor: user,
          conversationId: params.id,
          announcement: body,
          limits,
        }),
      );
    },
  });
};
