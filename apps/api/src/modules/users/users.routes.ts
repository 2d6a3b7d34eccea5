import { errorResponseSchema, profileUpdateSchema, userSchema } from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedUser } from '../../plugins/authenticate.js';
import { updateMyProfile } from './update-my-profile.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/me/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change your own profile: only the fields sent',
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: userSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      updateMyProfile(app.db, { userId: authenticatedUser(request).id, changes: request.body }),
  );
};
