import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from '../lib/compressed-answer.js';
import { applySecurityHeaders } from '../lib/security-headers.js';

export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(reply, request.url);
      done();
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: BROTLI_OPTIONS,
      encodings: ['br', 'gzip', 'deflate'],
    });
    await app.register(cors, {
      origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
