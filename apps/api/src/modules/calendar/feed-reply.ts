import type { FastifyReply } from 'fastify';
import { type CalendarEvent, calendarFile } from '../games/game-calendar.js';

/** A calendar app polls a feed every few hours: this is far above that, and far below guessing. */
export const FEED_READS_PER_MINUTE = 30;

/**
 * A subscribed feed's answer (a player's, a team's): the events as one iCalendar file in Baku
 * time, named for the calendar app, kept by caches for five minutes at most and never shared.
 */
export function sendFeed(
  reply: FastifyReply,
  events: readonly CalendarEvent[],
  options: { now: Date; name: string },
): FastifyReply {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', 'private, max-age=300')
    .send(calendarFile(events, options));
}
