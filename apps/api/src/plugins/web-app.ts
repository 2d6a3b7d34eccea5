import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.js';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * Serves the built web app from the same origin as the API: hashed assets cached for a year,
 * `index.html` never cached, and any non-API path answered with `index.html` (history fallback).
 * Unknown `/api` paths get the JSON 404.
 */
export const webAppPlugin = fp<{ distDir: string | undefined }>(
  async (app, { distDir }) => {
    const root = distDir ? path.resolve(distDir) : undefined;
    const hasWebApp = root !== undefined && existsSync(path.join(root, 'index.html'));

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        // Our own Cache-Control per file (below) instead of the plugin's max-age=0.
        cacheControl: false,
        setHeaders(response, filePath) {
          response.setHeader(
            'Cache-Control',
            HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApi || !hasWebApp || !wantsPage) {
        return sendError(reply, request, { status: 404, code: 'route_not_found' });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['language'] },
);
