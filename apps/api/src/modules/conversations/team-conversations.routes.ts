import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, ok } from '../../lib/route-responses.js';
import { tellPosted } from './conversation-events.js';
import { conversationSummary } from './conversation-summary.js';
import type { MessageLimits } from './message-limits.js';
import { postMessage } from './post-message.js';
import { readConversation } from './read-conversation.js';

const tags = ['conversations'];

/** The two subjects of these routes: a team (`/teams/{id}`) and a team match (`/team-matches/{id}`). */
const SUBJECTS = [
  {
    kind: 'team',
    path: '/teams/:id',
    params: contracts.teamIdParamsSchema,
    of: "a team's conversation",
    who: "The team's current members (and admins) only: a player who left is out at once.",
  },
  {
    kind: 'team_match',
    path: '/team-matches/:id',
    params: contracts.teamMatchIdParamsSchema,
    of: "a team match's conversation",
    who: "Both teams' current members (and admins) only, from the challenge's acceptance (409 before).",
  },
] as const;

/**
 * A team's conversation and a team match's (decision 93): what anyone may know of it, its pinned
 * announcement and a page of its messages, and posting to it. Editing, deleting, reading and muting
 * are the conversations' own routes, announcements `announcementsRoutes`.
 */
export const teamConversationsRoutes: FastifyPluginAsyncZod<{ limits: MessageLimits }> = async (
  app,
  { limits },
) => {
  const member = signedInRoutes(app, { tags });
  const anyone = openRoutes(app, { tags, identify: true });

  for (const { kind, path, params, of, who } of SUBJECTS) {
    anyone.get(`${path}/conversation`, {
      summary: `Whether ${of} has messages and whether I am in it (anyone may ask)`,
      description: "A private team's messages are counted for its members only.",
      params,
      response: ok(contracts.conversationSummarySchema, 400, 401, 404),
      handler: async ({ user, params: { id } }) =>
        conversationSummary(app.db, { actor: user, kind, subjectId: id }),
    });

    member.get(`${path}/conversation/messages`, {
      summary: `Read ${of}: its pinned announcement and a page of messages, oldest first`,
      description: who,
      params,
      querystring: contracts.conversationMessagesQuerySchema,
      response: ok(contracts.conversationPageSchema, 400, 401, 403, 404, 409),
      handler: async ({ user, params: { id }, query }) =>
        readConversation(app.db, { actor: user, kind, subjectId: id, query }),
    });

    member.post(`${path}/conversation/messages`, {
      summary: `Post to ${of} (plain text, maybe a reply)`,
      description: `${who} Limited per player and conversation: a burst and a sustained rate (429 with Retry-After).`,
      params,
      body: contracts.postMessageSchema,
      response: created(contracts.conversationMessageSchema, 400, 401, 403, 404, 409, 429),
      handler: async ({ user, params: { id }, body }) => {
        return tellPosted(
          app,
          await postMessage(app.db, {
            actor: user,
            kind,
            subjectId: id,
            message: body,
            limits,
          }),
        );
      },
    });
  }
};
