import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE, type ErrorCode, errorMessage, languageFromAcceptLanguage } from '@oyna/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { sendError } from './error-handler.js';
import { applySecurityHeaders } from '../lib/security-headers.js';

const STATUS_OF: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
};

/**
 * Errors Fastify's router raises before any route or hook runs (a malformed percent-encoding, a
 * path parameter over its maximum length): answered like every other error, `{detail, code}` in
 * the caller's language, with the security headers and counted by the rate limit. `attach` binds
 * the handler to the app once its rate limit is registered; until then (never in practice) the
 * limit is skipped.
 */
export function createFrameworkErrorHandler() {
  let rateLimit: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null = null;

  async function handle(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
    applySecurityHeaders(reply, request.url);
    try {
      await rateLimit?.(request, reply);
    } catch (limited) {
      if (limited instanceof AppError)
        return sendError(reply, request, { status: limited.statusCode, code: limited.code });
      throw limited;
    }
    const known = STATUS_OF[error.code] ?? { status: 400, code: 'bad_request' as const };
    request.log.info({ code: error.code, status: known.status }, 'request refused by the router');
    return sendError(reply, request, known);
  }

  return {
    handle: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      void handle(error, request, reply),
    attach(app: FastifyInstance) {
      rateLimit = app.rateLimit();
    },
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'request_timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'headers_too_large' },
};

/**
 * A request the HTTP parser gave up on (too slow, headers too large, not HTTP): the socket gets
 * the one error shape, in Azerbaijani as no header could be read, and is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    code: 'bad_request',
  };
  const body = JSON.stringify({ detail: errorMessage(known.code, DEFAULT_LANGUAGE), code: known.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
