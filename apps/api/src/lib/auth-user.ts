import type { UserRole } from '@oyna/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors/app-error.js';

/**
 * Who made the request, once `app.authenticate` (plugins/authenticate.ts) has run. `role` is read
 * fresh from the database. It lives here, below both the plugin that sets it and the modules that
 * read it, so that neither imports the other.
 */
export interface AuthUser {
  id: string;
  role: UserRole;
  /** The session family (the access token's `sid`). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` and `app.identify`; null for a visitor. */
    user: AuthUser | null;
  }
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
