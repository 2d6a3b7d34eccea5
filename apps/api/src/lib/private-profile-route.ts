import { userIdParamsSchema } from '@oyna/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { type AuthUser, authenticatedUser } from './auth-user.js';
import { errorResponses } from './error-responses.js';
import { signedIn } from './signed-in-route.js';

/** The app as a route plugin sees it: routes validated and typed by their zod schemas. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

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
  app.get(
    path,
    signedIn(app, { tags: part.tags })({
      summary: part.summary,
      description: 'A private profile answers 403 `profile_private` to everyone but its player and admins.',
      params: userIdParamsSchema,
      // Widened: the call's own types already tie the reader's answer to the schema.
      response: { 200: part.response as z.ZodType, ...errorResponses },
    }),
    async (request) => part.read(app.db, { viewer: authenticatedUser(request), userId: request.params.id }),
  );
}
