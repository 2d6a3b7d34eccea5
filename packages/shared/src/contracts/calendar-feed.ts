import { z } from 'zod';
import { contract } from './contract.js';
import { bakuInstantSchema as instant } from './dates.js';

/*
 * A player's personal calendar feed (decision 78): a secret address any calendar app subscribes to.
 * The secret is shown once, when the feed is made; only its hash is kept.
 */

/** Whether the player has a feed, and since when (its address cannot be shown again). */
export const calendarFeedStatusSchema = contract('CalendarFeedStatus', {
  active: z.boolean(),
  created_at: instant.nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new feed: its address over https and as `webcal://`, shown this once. */
export const calendarFeedLinkSchema = contract('CalendarFeedLink', {
  url: z.url(),
  webcal_url: z.string(),
  created_at: instant,
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** The feed's address: `/calendar/{token}/oyna.ics`. */
export const calendarFeedParamsSchema = z.object({
  token: z.string().max(200).describe('The secret of the feed'),
});
