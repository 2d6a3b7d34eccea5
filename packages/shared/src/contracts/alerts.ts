import { z } from 'zod';
import {
  ALERT_DELIVERIES,
  ALERT_PAUSE_REASONS,
  ALERT_STATUSES,
  alertIsNarrowed,
  clockMinutes,
} from '../domain/alerts.js';
import { BAKU_DISTRICTS } from '../domain/districts.js';
import { GAME_FORMATS } from '../domain/football.js';

/* Game alerts and watchers (decision 76). */

const clockSchema = z
  .string({ error: 'alert_time_invalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'alert_time_invalid')
  .describe('HH:MM, Baku time');

/** The search an alert keeps: every field narrows; at least one must be set. */
const alertSearchFields = z.object({
  districts: z.array(z.enum(BAKU_DISTRICTS)).max(BAKU_DISTRICTS.length).default([]),
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .default([])
    .refine((days) => new Set(days).size === days.length, 'alert_weekdays_invalid')
    .describe('ISO weekdays: 1 Monday to 7 Sunday'),
  time_from: clockSchema.nullable().default(null),
  time_to: clockSchema.nullable().default(null),
  format: z.enum(GAME_FORMATS).nullable().default(null),
  max_price: z.number().min(0).max(1000).nullable().default(null).describe('Manat'),
  venue_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});

const deliveryFields = {
  delivery: z.enum(ALERT_DELIVERIES).default('instant'),
  digest_hour: z.number().int().min(0).max(23).default(19).describe('Baku hour of the daily digest'),
};

/** A new alert: a search with at least one narrowing field, and how to hear about it. */
export const createAlertSchema = alertSearchFields
  .extend(deliveryFields)
  .refine(alertIsNarrowed, { message: 'alert_needs_narrowing', path: ['districts'] })
  .refine((a) => !a.time_from || !a.time_to || clockMinutes(a.time_from) < clockMinutes(a.time_to), {
    message: 'alert_time_range_invalid',
    path: ['time_to'],
  });
export type CreateAlertInput = z.input<typeof createAlertSchema>;

/** Pause or resume, or change how it is heard. */
export const updateAlertSchema = z
  .object({
    status: z.enum(ALERT_STATUSES).optional(),
    delivery: z.enum(ALERT_DELIVERIES).optional(),
    digest_hour: z.number().int().min(0).max(23).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'alert_change_empty');
export type UpdateAlertInput = z.input<typeof updateAlertSchema>;

export const gameAlertSchema = z.object({
  id: z.uuid(),
  districts: z.array(z.enum(BAKU_DISTRICTS)),
  weekdays: z.array(z.number().int()),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  format: z.enum(GAME_FORMATS).nullable(),
  max_price: z.number().nullable(),
  venue_id: z.number().int().nullable(),
  venue_name: z.string().nullable(),
  delivery: z.enum(ALERT_DELIVERIES),
  digest_hour: z.number().int(),
  status: z.enum(ALERT_STATUSES),
  paused_reason: z.enum(ALERT_PAUSE_REASONS).nullable(),
  /** Games this alert has told about. */
  games_told: z.number().int(),
  created_at: z.string(),
});
export type GameAlert = z.infer<typeof gameAlertSchema>;

export const gameAlertListSchema = z.object({ items: z.array(gameAlertSchema) });
export type GameAlertList = z.infer<typeof gameAlertListSchema>;

export const alertIdParamsSchema = z.object({ id: z.uuid() });

/** The one-click unsubscribe of an alert email (RFC 8058): the signed token names the alert. */
export const alertUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const alertUnsubscribeResultSchema = z.object({ paused: z.literal(true) });

/** A player's watch on a full game, and the place held for them after they tapped first. */
export const gameWatchSchema = z.object({
  watching: z.boolean(),
  /** I was told a place is free and may take it now (the first watcher to tap has it held). */
  place_offered: z.boolean(),
  /** ISO instant: a place is held for the watcher until then (book it to keep it). */
  held_until: z.string().nullable(),
});
export type GameWatch = z.infer<typeof gameWatchSchema>;
export const watchGameParamsSchema = z.object({ id: z.uuid() });
