import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.js';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { created, noContent, ok } from '../../lib/route-responses.js';
import { FEED_READS_PER_MINUTE, sendFeed } from '../calendar/feed-reply.js';
import { answerSlotDate } from './answer-slot-date.js';
import { changeTeamSlot } from './change-team-slot.js';
import { createTeamSlot } from './create-team-slot.js';
import { endTeamSlot } from './end-team-slot.js';
import { listMySlotDates } from './list-my-slot-dates.js';
import { listTeamSlots } from './list-team-slots.js';
import { pickSlotSquad } from './pick-slot-squad.js';
import {
  makeTeamCalendarFeed,
  revokeTeamCalendarFeed,
  teamCalendarFeedOf,
  teamOfFeed,
} from './team-calendar-feed.js';
import { teamFeedEvents } from './team-feed-events.js';

const tags = ['team-slots'];

/** A team's weekly slots, their answers and squads, and the team calendar feed (decision 80). */
export const teamSlotsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = signedInRoutes(app, { tags });
  const anyone = openRoutes(app, { tags: ['calendar'] });

  member.get('/teams/:id/slots', {
    summary: 'The team’s active weekly slots, each with its next dates, answers and squad (members)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamSlotListSchema),
    handler: async ({ user, params }) => listTeamSlots(app.db, { actor: user, teamId: params.id }),
  });

  member.get('/users/me/team-slot-dates', {
    summary: 'The next date of each weekly slot of my teams, within a week and open to answers',
    response: ok(contracts.myTeamSlotDatesSchema),
    handler: async ({ user }) => listMySlotDates(app.db, { userId: user.id }),
  });

  member.post('/teams/:id/slots', {
    summary:
      'Give the team a weekly slot: training or friendly, venue, weekdays, time (captain, vice-captain)',
    params: contracts.teamIdParamsSchema,
    body: contracts.teamSlotInputSchema,
    response: created(contracts.teamSlotSchema),
    handler: async ({ user, params, body, language }) =>
      createTeamSlot(app.db, {
        actor: user,
        teamId: params.id,
        slot: body,
        language,
      }),
  });

  member.patch('/teams/:id/slots/:slot_id', {
    summary: 'Change a weekly slot; dates dropped lose their answers (captain, vice-captain)',
    params: contracts.teamSlotParamsSchema,
    body: contracts.teamSlotChangeSchema,
    response: ok(contracts.teamSlotSchema),
    handler: async ({ user, params, body, language }) =>
      changeTeamSlot(app.db, {
        actor: user,
        teamId: params.id,
        slotId: params.slot_id,
        change: body,
        language,
      }),
  });

  member.delete('/teams/:id/slots/:slot_id', {
    summary: 'End a weekly slot (captain, vice-captain)',
    params: contracts.teamSlotParamsSchema,
    response: noContent('Ended'),
    handler: async ({ user, params }) =>
      endTeamSlot(app.db, {
        actor: user,
        teamId: params.id,
        slotId: params.slot_id,
      }),
  });

  member.put('/teams/:id/slots/:slot_id/dates/:date/answer', {
    summary: 'Answer a date of a weekly slot: coming, not coming or maybe (members, before kick-off)',
    params: contracts.teamSlotDateParamsSchema,
    body: contracts.teamSlotAnswerBodySchema,
    response: ok(contracts.teamSlotDateSchema),
    handler: async ({ user, params, body }) =>
      answerSlotDate(app.db, {
        userId: user.id,
        teamId: params.id,
        slotId: params.slot_id,
        date: params.date,
        answer: body.answer,
      }),
  });

  member.put('/teams/:id/slots/:slot_id/dates/:date/squad', {
    summary: 'Pick a date’s squad from the members coming (captain, vice-captain)',
    params: contracts.teamSlotDateParamsSchema,
    body: contracts.teamSlotSquadBodySchema,
    response: ok(contracts.teamSlotDateSchema),
    handler: async ({ user, params, body }) =>
      pickSlotSquad(app.db, {
        actor: user,
        teamId: params.id,
        slotId: params.slot_id,
        date: params.date,
        userIds: body.user_ids,
      }),
  });

  member.get('/teams/:id/calendar-feed', {
    summary: 'The team calendar feed’s address, null until made (members)',
    params: contracts.teamIdParamsSchema,
    response: ok(contracts.teamCalendarFeedSchema),
    handler: async ({ user, params }) =>
      teamCalendarFeedOf(app.db, {
        actor: user,
        teamId: params.id,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  member.post('/teams/:id/calendar-feed', {
    summary:
      'Make the team calendar feed, or a new address for it: the old one stops (captain, vice-captain)',
    params: contracts.teamIdParamsSchema,
    response: created(contracts.teamCalendarFeedSchema),
    handler: async ({ user, params }) =>
      makeTeamCalendarFeed(app.db, {
        actor: user,
        teamId: params.id,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  member.delete('/teams/:id/calendar-feed', {
    summary: 'Revoke the team calendar feed: its address stops working (captain, vice-captain)',
    params: contracts.teamIdParamsSchema,
    response: noContent('Revoked'),
    handler: async ({ user, params }) => revokeTeamCalendarFeed(app.db, { actor: user, teamId: params.id }),
  });

  anyone.get('/calendar/teams/:token/oyna.ics', {
    summary: 'A team calendar feed: its weekly slot dates and matches (Asia/Baku); 404 for any other address',
    params: contracts.teamCalendarFeedParamsSchema,
    response: ok(z.string(), 400, 404),
    config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const team = await teamOfFeed(app.db, request.params.token);
      if (!team) throw notFound();
      const now = new Date();
      const events = await teamFeedEvents(app.db, { team, publicUrl: app.config.PUBLIC_URL, now });
      return sendFeed(reply, events, { now, name: team.name });
    },
  });
};
