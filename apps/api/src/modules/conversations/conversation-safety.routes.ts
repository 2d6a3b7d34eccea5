import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { readModeration, setMemberMuted, setSlowMode } from './conversation-moderation.js';
import { decideMessageReport, listMessageReports } from './message-reports.js';
import { reportMessage } from './report-message.js';

/**
 * Safety in conversations (docs/decisions/0095-conversation-safety.md): reporting a message, the
 * admins' queue and decision, slow mode, muting a player.
 */
export const conversationSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = signedInRoutes(app, { tags: ['conversations'] });
  const admin = adminRoutes(app);

  member.post('/conversations/:id/messages/:message_id/reports', {
    summary: "Report another member's message to the moderators",
    description:
      'A member of the conversation, once per message (409 `conversation_report_duplicate`), never their own ' +
      '(403 `conversation_report_own_message`). The text is kept as it is now for the admins’ queue.',
    params: contracts.conversationMessageParamsSchema,
    body: contracts.reportMessageSchema,
    response: created(contracts.messageReportCreatedSchema, 400, 401, 403, 404, 409),
    handler: async ({ user, params, body }) =>
      reportMessage(app.db, {
        actor: user,
        conversationId: params.id,
        messageId: params.message_id,
        report: body,
      }),
  });

  member.get('/conversations/:id/moderation', {
    summary: 'A conversation’s slow mode, whether I am muted there, and who is muted (for its moderators)',
    params: contracts.conversationParamsSchema,
    response: ok(contracts.conversationModerationSchema, 400, 401, 403, 404),
    handler: async ({ user, params }) => readModeration(app.db, { actor: user, conversationId: params.id }),
  });

  member.put('/conversations/:id/slow-mode', {
    summary: 'Switch slow mode on (one message per player per N seconds) or off',
    description:
      "A game's organizer, a team's captain and vice-captains, admins (403 `conversation_moderators_only`). " +
      'Under slow mode a player writing too soon gets 429 `conversation_slow_mode` with Retry-After.',
    params: contracts.conversationParamsSchema,
    body: contracts.slowModeSchema,
    response: noContent('Saved', 400, 401, 403, 404),
    handler: async ({ user, params, body }) => {
      await setSlowMode(app.db, { actor: user, conversationId: params.id, seconds: body.seconds });
      return null;
    },
  });

  member.put('/conversations/:id/muted-members/:user_id', {
    summary: 'Mute a player in this conversation: they read it but cannot write (403 when they try)',
    description:
      "A game's organizer, a team's captain and vice-captains, admins (403 `conversation_moderators_only`); " +
      'a member who does not moderate it (409 `conversation_mute_not_member` otherwise).',
    params: contracts.conversationMemberParamsSchema,
    response: noContent('Muted', 400, 401, 403, 404, 409),
    handler: async ({ user, params }) => {
      await setMemberMuted(app.db, {
        actor: user,
        conversationId: params.id,
        userId: params.user_id,
        muted: true,
      });
      return null;
    },
  });

  member.delete('/conversations/:id/muted-members/:user_id', {
    summary: 'Unmute a player in this conversation',
    params: contracts.conversationMemberParamsSchema,
    response: noContent('Unmuted', 400, 401, 403, 404),
    handler: async ({ user, params }) => {
      await setMemberMuted(app.db, {
        actor: user,
        conversationId: params.id,
        userId: params.user_id,
        muted: false,
      });
      return null;
    },
  });

  admin.get('/admin/conversation-reports', {
    summary: 'Reported messages: the open queue (oldest first) or the latest decided (admins only)',
    querystring: contracts.messageReportQuerySchema,
    response: ok(contracts.messageReportListSchema),
    handler: async ({ query }) => listMessageReports(app.db, query),
  });

  admin.post('/admin/conversation-reports/:id/decision', {
    summary: 'Decide a report: hide the message for everyone, or keep it (admins only, audited)',
    description:
      'Every open report of the same message is decided with it; 409 `conversation_report_decided` once decided.',
    params: contracts.messageReportParamsSchema,
    body: contracts.decideMessageReportSchema,
    response: ok(contracts.messageReportSchema),
    handler: async ({ user, params, body }) =>
      decideMessageReport(app.db, { actorId: user.id, reportId: params.id, decision: body.decision }),
  });
};
