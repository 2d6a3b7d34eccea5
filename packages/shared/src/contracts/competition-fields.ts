import { z } from 'zod';
import { MAX_SIDE_SCORE } from '../domain/results.js';
import { bakuInstantSchema } from './dates.js';

/* The fields the competition contracts share (competitions, competition-matches, competition-tables). */

export const instant = bakuInstantSchema;
export const venueId = z.number().int().min(1).max(2_147_483_647);
export const side = z.enum(['home', 'away']);
export const goals = z.number().int().min(0).max(MAX_SIDE_SCORE);
