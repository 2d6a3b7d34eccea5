import {
  fitnessSummarySchema,
  integrationsResponseSchema,
  stravaAuthorizeQuerySchema,
  stravaAuthorizeResponseSchema,
  stravaCallbackRequestSchema,
  stravaCallbackResponseSchema,
  stravaConnectionSchema,
} from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRoute, signedIn } from '../../lib/signed-in-route.js';
import { AppError } from '../../errors/app-error.js';
import { authenticatedUser } from '../../lib/auth-user.js';
import { errorResponsesFor } from '../../lib/error-responses.js';
import { disconnectStrava } from './disconnect-strava.js';
import { finishStravaAuthorization } from './finish-strava-authorization.js';
import { getStravaConnection } from './get-strava-connection.js';
import { getStravaSummary } from './get-strava-summary.js';
import { startStravaAuthorization } from './start-strava-authorization.js';
import { type StravaClient, createStravaClient } from './strava-client.js';

/** Connecting a fitness service: Strava through OAuth 2.0 (authorization code), and its summary. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const strava = createStravaClient(app.config);
  const enabled = strava !== null;
  const configured = (): StravaClient => {
    if (!strava) throw new AppError('integration_not_configured', 503);
    return strava;
  };
  const signedInRoute = signedIn(app, { tags: ['integrations'] });
  const publicRoute = openRoute({ tags: ['integrations'] });
  const errors = { ...errorResponsesFor(401, 503) };

  app.get(
    '/integrations',
    publicRoute({
      summary: 'Which fitness services this deployment can connect',
      response: { 200: integrationsResponseSchema },
    }),
    async () => ({ strava: { enabled } }),
  );

  app.get(
    '/integrations/strava',
    signedInRoute({
      summary: 'My Strava connection: not_connected, connecting or connected',
      response: { 200: stravaConnectionSchema, ...errorResponsesFor(401) },
    }),
    async (request) => getStravaConnection(app.db, { userId: authenticatedUser(request).id, enabled }),
  );

  app.get(
    '/integrations/strava/authorize',
    signedInRoute({
      summary: 'Start connecting Strava: the URL to send the browser to',
      querystring: stravaAuthorizeQuerySchema,
      response: { 200: stravaAuthorizeResponseSchema, ...errorResponsesFor(400), ...errors },
    }),
    async (request) =>
      startStravaAuthorization(app.db, {
        strava: configured(),
        userId: authenticatedUser(request).id,
        returnTo: request.query.return_to,
      }),
  );

  app.post(
    '/integrations/strava/callback',
    signedInRoute({
      summary: 'Finish connecting Strava with what Strava sent to the callback page',
      body: stravaCallbackRequestSchema,
      response: {
        200: stravaCallbackResponseSchema,
        ...errorResponsesFor(400, 422, 502),
        ...errors,
      },
    }),
    async (request) =>
      finishStravaAuthorization(app.db, {
        strava: configured(),
        userId: authenticatedUser(request).id,
        callback: request.body,
      }),
  );

  app.get(
    '/integrations/strava/summary',
    signedInRoute({
      summary: "The last four weeks' activities from Strava: distance, sessions, moving time",
      response: {
        200: fitnessSummarySchema,
        ...errorResponsesFor(409, 502),
        ...errors,
      },
    }),
    async (request) =>
      getStravaSummary(app.db, { strava: configured(), userId: authenticatedUser(request).id }),
  );

  app.delete(
    '/integrations/strava',
    signedInRoute({
      summary: 'Disconnect Strava: revoke access there and forget the tokens',
      response: { 200: stravaConnectionSchema, ...errors },
    }),
    async (request) =>
      disconnectStrava(app.db, {
        strava: configured(),
        userId: authenticatedUser(request).id,
        log: request.log,
      }),
  );
};
