import type { UserRole } from '@oyna/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { forbidden, unauthorized } from '../errors/app-error.js';
import { type AccessTokens, createAccessTokens, randomJwtSecret } from '../lib/access-token.js';
import { findActiveSession } from '../modules/auth/find-active-session.js';

/** Who made the request, once `app.authenticate` has run. `role` is read fresh from the database. */
export interface AuthUser {
  id: string;
  role: UserRole;
  /** The session family (the access token's `sid`). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies access tokens with JWT_SECRET. */
    accessTokens: AccessTokens;
    /** A preHandler: a valid Bearer token of a live session, or 401 `unauthorized`. Sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * A preHandler for pages visitors see too: with a Bearer token it is `authenticate` (a bad or
     * expired token is 401, so the client refreshes); without one `request.user` stays null.
     */
    identify: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i);
  return match?.[1];
}

/** The signed-in user of a route behind `app.authenticate`. */
export function authenticatedUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** A preHandler to put after `app.authenticate`: 403 `forbidden` unless the user has one of `roles`. */
export function requireRole(...roles: UserRole[]) {
  return async (request: FastifyRequest) => {
    if (!roles.includes(authenticatedUser(request).role)) throw forbidden();
  };
}

/**
 * Access tokens and the `authenticate` preHandler. A token is accepted only while its session
 * family is alive (not revoked, not past its 30 days), so logout takes effect at once.
 */
export const authenticatePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let secret = config.JWT_SECRET;
    if (!secret) {
      secret = randomJwtSecret();
      app.log.warn('JWT_SECRET is not set: using a random key, so sessions end when the process stops');
    }
    const accessTokens = createAccessTokens(secret);
    app.decorate('accessTokens', accessTokens);
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const claims = token ? await accessTokens.verify(token) : null;
      if (!claims) throw unauthorized();
      const session = await findActiveSession(app.db, { userId: claims.userId, sessionId: claims.sessionId });
      if (!session) throw unauthorized();
      request.user = { id: claims.userId, role: session.role, sessionId: claims.sessionId };
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      if (request.headers.authorization) await app.authenticate(request);
    });
  },
  { name: 'authenticate' },
);
