import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from '../lib/compressed-answer.js';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from this origin (no
 * inline script anywhere), so tokens kept in browser storage are not readable by injected code.
 * The one exception is Telegram's Login Widget: its script from telegram.org and the frame it
 * inserts from oauth.telegram.org.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://telegram.org'],
  frameSrc: ['https://oauth.telegram.org'],
  // Emotion (MUI) writes style tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The security headers of every answer (also of the framework's own errors, see framework-errors.ts). */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Served over plain HTTP on localhost by default; HSTS belongs to the TLS-terminating proxy.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * The headers helmet writes with these options, computed once: they depend on nothing in the
 * request. @fastify/helmet built helmet's middleware again on every request (parsing the CSP
 * directives each time, about 15 µs of a cached answer's 100, decision 98); the bytes are the same.
 */
function helmetHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(HELMET_OPTIONS)({} as never, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** Every security header of every answer, in the order helmet writes them. */
export const SECURITY_HEADERS = helmetHeaders();

/**
 * Adds the security headers to an answer's headers, where a route may still override one. Among
 * the reply's own headers, not on the raw response: Node validates and stores each header set on
 * the raw response, then again every header of the reply when both hold some; one list is written
 * in one pass (decision 101). A hijacked answer copies them (lib/event-stream.ts).
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of SECURITY_HEADERS) reply.header(name, value);
}

export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      applySecurityHeaders(reply);
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
