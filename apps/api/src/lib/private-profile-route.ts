import { userIdParamsSchema } from '@oyna/shared';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { AuthUser } from './auth-user.js';
import { type ZodApp, signedInRoutes } from './route-kinds.js';
import { ok } from './route-responses.js';

/** Who asks for which player's profile part. */
export interface ProfileView {
  viewer: AuthUser;
  userId: string;
}

/**
 * Declares `GET /users/{id}/<part>`, a part of a player's profile that a private profile hides
 * (statistics, rating history, trophies): for signed-in users, the player's id in the path, the
 * part's reader given who asks, and the one description of the refusal, so these reads cannot
 * drift apart in their rule or its documentation.
 */
export function privateProfilePart<Response extends z.ZodType>(
  app: ZodApp,
  path: `/users/:id/${string}`,
  part: {
    tags: string[];
    summary: string;
    response: Response;
    read: (db: Db, view: ProfileView) => Promise<z.output<Response>>;
  },
): void {
  signedInRoutes(app, { tags: part.tags }).get(path, {
    summary: part.summary,
    description: 'A private profile answers 403 `profile_private` to everyone but its player and admins.',
    params: userIdParamsSchema,
    // Widened: the call's own types already tie the reader's answer to the schema.
    response: ok(part.response as z.ZodType),
    handler: async ({ user, params }) => part.read(app.db, { viewer: user, userId: params.id }),
  });
}
