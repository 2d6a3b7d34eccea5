import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION } from '../version.js';

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
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'api-docs' },
);
