import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '../version.js';

const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

/** OpenAPI generated from the zod contracts of every route, browsable at /api/docs. */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Oyna API',
          description:
            'Football game booking in Baku. Errors are `{detail, code, fields?}` with `detail` in the language of Accept-Language (az, ru, en).',
          version: API_VERSION,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'system', description: 'Health and status' },
          { name: 'venues', description: 'The public venue directory' },
          { name: 'auth', description: 'Accounts, sign-in (password, Google, Telegram) and sessions' },
          { name: 'users', description: 'Profiles and privacy settings' },
          { name: 'onboarding', description: 'The six onboarding steps' },
          { name: 'games', description: 'Finding, booking and organizing games' },
          { name: 'series', description: 'Weekly games: a schedule whose dates are published as games' },
          { name: 'alerts', description: 'Game alerts (saved searches) and watchers of full games' },
          { name: 'calendar', description: "A player's personal calendar feed (webcal/ICS)" },
          { name: 'wallet', description: 'The wallet in manat: balance, top-ups and history' },
          { name: 'sides', description: "The fair sides of a game's confirmed players" },
          { name: 'results', description: 'Results and the player-of-the-match vote' },
          { name: 'ratings', description: 'Statistics, ratings, the leaderboard and the dashboard' },
          { name: 'public', description: 'Numbers for the landing page' },
          {
            name: 'notifications',
            description: 'The notification centre, its live stream and the notification settings',
          },
          { name: 'admin', description: 'Administration' },
        ],
      },
      transform: jsonSchemaTransform,
      // Schemas named with `.meta({ id })` in packages/shared become reusable components.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The docs' own policy: like the app's, and without upgrade-insecure-requests, which would
      // send the OpenAPI document's request over HTTPS on a plain-HTTP localhost and leave the page loading.
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  },
  { name: 'api-docs' },
);
