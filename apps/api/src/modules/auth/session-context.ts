import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from '../../lib/access-token.js';

/** Where a session is used from, kept with it so a user could later see and end their sessions. */
export interface SessionContext {
  accessTokens: AccessTokens;
  userAgent: string | null;
  ip: string;
  now?: Date;
}

export function sessionContext(request: FastifyRequest, accessTokens: AccessTokens): SessionContext {
  return {
    accessTokens,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ip: request.ip,
  };
}
