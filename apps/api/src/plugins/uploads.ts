import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.js';

/**
 * Serves uploaded files (profile photos) at /uploads/. Their names are random and never reused,
 * so they are cached for a year; a missing file is a JSON 404, never the web app's page.
 */
export const uploadsPlugin = fp<{ directory: string }>(
  async (app, { directory }) => {
    await mkdir(directory, { recursive: true });
    await app.register(
      async (uploads) => {
        uploads.setNotFoundHandler((request, reply) =>
          sendError(reply, request, { status: 404, code: 'not_found' }),
        );
        await uploads.register(fastifyStatic, {
          root: directory,
          // The web app's registration owns reply.sendFile.
          decorateReply: false,
          index: false,
          dotfiles: 'deny',
          cacheControl: false,
          setHeaders(response) {
            response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          },
        });
      },
      { prefix: '/uploads' },
    );
  },
  { name: 'uploads', dependencies: ['language'] },
);
