import {
  myTeamSlotDatesSchema,
  teamCalendarFeedParamsSchema,
  teamCalendarFeedSchema,
  teamIdParamsSchema,
  teamSlotAnswerBodySchema,
  teamSlotChangeSchema,
  teamSlotDateParamsSchema,
  teamSlotDateSchema,
  teamSlotInputSchema,
  teamSlotListSchema,
  teamSlotParamsSchema,
  teamSlotSchema,
  teamSlotSquadBodySchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponses, errorResponsesFor } from '../../lib/error-responses.js';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
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
  const memberRoute = signedIn(app, { tags });
  const publicRoute = openRoute({ tags: ['calendar'] });

  app.get(
    '/teams/:id/slots',
    memberRoute({
      summary: 'The team’s active weekly slots, each with its next dates, answers and squad (members)',
      params: teamIdParamsSchema,
      response: { 200: teamSlotListSchema, ...errorResponses },
    }),
    async (request) =>
      listTeamSlots(app.db, { actor: authenticatedUser(request), teamId: request.params.id }),
  );

  app.get(
    '/users/me/team-slot-dates',
    memberRoute({
      summary: 'The next date of each weekly slot of my teams, within a week and open to answers',
      response: { 200: myTeamSlotDatesSchema, ...errorResponses },
    }),
    async (request) => listMySlotDates(app.db, { userId: authenticatedUser(request).id }),
  );

  app.post(
    '/teams/:id/slots',
    memberRoute({
      summary:
        'Give the team a weekly slot: training or friendly, venue, weekdays, time (captain, vice-captain)',
      params: teamIdParamsSchema,
      body: teamSlotInputSchema,
      response: { 201: teamSlotSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const slot = await createTeamSlot(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        slot: request.body,
        language: request.language,
      });
      return reply.status(201).send(slot);
    },
  );

  app.patch(
    '/teams/:id/slots/:slot_id',
    memberRoute({
      summary: 'Change a weekly slot; dates dropped lose their answers (captain, vice-captain)',
      params: teamSlotParamsSchema,
      body: teamSlotChangeSchema,
      response: { 200: teamSlotSchema, ...errorResponses },
    }),
    async (request) =>
      changeTeamSlot(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        slotId: request.params.slot_id,
        change: request.body,
        language: request.language,
      }),
  );

  app.delete(
    '/teams/:id/slots/:slot_id',
    memberRoute({
      summary: 'End a weekly slot (captain, vice-captain)',
      params: teamSlotParamsSchema,
      response: { 204: z.null().describe('Ended'), ...errorResponses },
    }),
    async (request, reply) => {
      await endTeamSlot(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        slotId: request.params.slot_id,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/teams/:id/slots/:slot_id/dates/:date/answer',
    memberRoute({
      summary: 'Answer a date of a weekly slot: coming, not coming or maybe (members, before kick-off)',
      params: teamSlotDateParamsSchema,
      body: teamSlotAnswerBodySchema,
      response: { 200: teamSlotDateSchema, ...errorResponses },
    }),
    async (request) =>
      answerSlotDate(app.db, {
        userId: authenticatedUser(request).id,
        teamId: request.params.id,
        slotId: request.params.slot_id,
        date: request.params.date,
        answer: request.body.answer,
      }),
  );

  app.put(
    '/teams/:id/slots/:slot_id/dates/:date/squad',
    memberRoute({
      summary: 'Pick a date’s squad from the members coming (captain, vice-captain)',
      params: teamSlotDateParamsSchema,
      body: teamSlotSquadBodySchema,
      response: { 200: teamSlotDateSchema, ...errorResponses },
    }),
    async (request) =>
      pickSlotSquad(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        slotId: request.params.slot_id,
        date: request.params.date,
        userIds: request.body.user_ids,
      }),
  );

  app.get(
    '/teams/:id/calendar-feed',
    memberRoute({
      summary: 'The team calendar feed’s address, null until made (members)',
      params: teamIdParamsSchema,
      response: { 200: teamCalendarFeedSchema, ...errorResponses },
    }),
    async (request) =>
      teamCalendarFeedOf(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        publicUrl: app.config.PUBLIC_URL,
      }),
  );

  app.post(
    '/teams/:id/calendar-feed',
    memberRoute({
      summary:
        'Make the team calendar feed, or a new address for it: the old one stops (captain, vice-captain)',
      params: teamIdParamsSchema,
      response: { 201: teamCalendarFeedSchema, ...errorResponses },
    }),
    async (request, reply) => {
      const feed = await makeTeamCalendarFeed(app.db, {
        actor: authenticatedUser(request),
        teamId: request.params.id,
        publicUrl: app.config.PUBLIC_URL,
      });
      return reply.status(201).send(feed);
    },
  );

  app.delete(
    '/teams/:id/calendar-feed',
    memberRoute({
      summary: 'Revoke the team calendar feed: its address stops working (captain, vice-captain)',
      params: teamIdParamsSchema,
      response: { 204: z.null().describe('Revoked'), ...errorResponses },
    }),
    async (request, reply) => {
      await revokeTeamCalendarFeed(app.db, { actor: authenticatedUser(request), teamId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/teams/:token/oyna.ics',
    {
      ...publicRoute({
        summary:
          'A team calendar feed: its weekly slot dates and matches (Asia/Baku); 404 for any other address',
        params: teamCalendarFeedParamsSchema,
        response: { 200: z.string(), ...errorResponsesFor(400, 404) },
      }),
      config: { rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const team = await teamOfFeed(app.db, request.params.token);
      if (!team) throw notFound();
      const now = new Date();
      const events = await teamFeedEvents(app.db, { team, publicUrl: app.config.PUBLIC_URL, now });
      return sendFeed(reply, events, { now, name: team.name });
    },
  );
};
