import * as contracts from '@oyna/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openRoutes, signedInRoutes } from '../../lib/route-kinds.js';
import { ok } from '../../lib/route-responses.js';
import { AppError } from '../../errors/app-error.js';
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
  const signedIn = signedInRoutes(app, { tags: ['integrations'] });
  const anyone = openRoutes(app, { tags: ['integrations'] });
  /** The error answers of every Strava route: signed out, or Strava not set up here. */
  const stravaErrors = [401, 503] as const;

  anyone.get('/integrations', {
    summary: 'Which fitness services this deployment can connect',
    response: { 200: contracts.integrationsResponseSchema },
    handler: async () => ({ strava: { enabled } }),
  });

  signedIn.get('/integrations/strava', {
    summary: 'My Strava connection: not_connected, connecting or connected',
    response: ok(contracts.stravaConnectionSchema, 401),
    handler: async ({ user }) => getStravaConnection(app.db, { userId: user.id, enabled }),
  });

  signedIn.get('/integrations/strava/authorize', {
    summary: 'Start connecting Strava: the URL to send the browser to',
    querystring: contracts.stravaAuthorizeQuerySchema,
    response: ok(contracts.stravaAuthorizeResponseSchema, 400, ...stravaErrors),
    handler: async ({ user, query }) =>
      startStravaAuthorization(app.db, {
        strava: configured(),
        userId: user.id,
        returnTo: query.return_to,
      }),
  });

  signedIn.post('/integrations/strava/callback', {
    summary: 'Finish connecting Strava with what Strava sent to the callback page',
    body: contracts.stravaCallbackRequestSchema,
    response: ok(contracts.stravaCallbackResponseSchema, 400, 422, 502, ...stravaErrors),
    handler: async ({ user, body }) =>
      finishStravaAuthorization(app.db, {
        strava: configured(),
        userId: user.id,
        callback: body,
      }),
  });

  signedIn.get('/integrations/strava/summary', {
    summary: "The last four weeks' activities from Strava: distance, sessions, moving time",
    response: ok(contracts.fitnessSummarySchema, 409, 502, ...stravaErrors),
    handler: async ({ user }) => getStravaSummary(app.db, { strava: configured(), userId: user.id }),
  });

  signedIn.delete('/integrations/strava', {
    summary: 'Disconnect Strava: revoke access there and forget the tokens',
    response: ok(contracts.stravaConnectionSchema, ...stravaErrors),
    handler: async ({ user, log }) =>
      disconnectStrava(app.db, {
        strava: configured(),
        userId: user.id,
        log,
      }),
  });
};
