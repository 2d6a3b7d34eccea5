import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { unauthorized } from '../errors/app-error.js';
import {
  type AccessTokenClaims,
  type AccessTokens,
  bearerToken,
  createAccessTokens,
  randomJwtSecret,
} from '../lib/access-token.js';

/** Access tokens whose signature was checked, remembered (the oldest forgotten first past it). */
const VERIFIED_TOKENS_KEPT = 10_000;
import type { AuthUser } from '../lib/auth-user.js';
import { createSessionCache } from '../lib/session-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies access tokens with JWT_SECRET. */
    accessTokens: AccessTokens;
    /** The key refresh tokens' successors are derived with, itself derived from JWT_SECRET. */
    refreshSuccessorKey: string;
    /** A preHandler: a valid Bearer token of a live session, or 401 `unauthorized`. Sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * A preHandler for pages visitors see too: with a Bearer token it is `authenticate` (a bad or
     * expired token is 401, so the client refreshes); without one `request.user` stays null.
     */
    identify: (request: FastifyRequest) => Promise<void>;
    /**
     * `authenticate` answered at once, without a promise, when the token and its session were checked
     * before (decision 101): undefined when done, a promise when it must wait, a throw to refuse. For
     * a runner that handles all three (lib/route-kinds.ts); never a Fastify hook on its own.
     */
    authenticateInline: (request: FastifyRequest) => void | Promise<void>;
    /** `identify` as `authenticateInline` answers. */
    identifyInline: (request: FastifyRequest) => void | Promise<void>;
    /**
     * The user id of a validly signed, unexpired Bearer token, or null: no session lookup. For
     * keying per-user limits before any route runs, never for authorization. Answered at once
     * (no promise) when the token was checked before.
     */
    bearerUserId: (request: FastifyRequest) => string | null | Promise<string | null>;
  }
  interface FastifyRequest {
    /** The request's Bearer token as checked (null: none or invalid); undefined until checked. */
    bearerClaims: VerifiedClaims | null | undefined;
  }
}

type VerifiedClaims = AccessTokenClaims & { expiresAt: Date };

/**
 * Access tokens and the `authenticate` preHandler. A token is accepted only while its session
 * family is alive (not revoked, not past its 30 days), so logout takes effect at once: the session
 * cache is invalidated by every write that ends a session, on every instance.
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
    app.decorate(
      'refreshSuccessorKey',
      createHmac('sha256', secret).update('oyna-refresh-successor').digest('hex'),
    );
    app.decorateRequest('user', null);
    // No database round trip per request: live sessions are remembered until one ends (decision 0038).
    const sessions = createSessionCache(app.db, app.cacheInvalidation);
    // A token's signature is checked once: the same bytes say the same until they expire.
    const verified = new Map<string, VerifiedClaims>();
    const verifySignature = async (token: string) => {
      const claims = await accessTokens.verify(token);
      if (!claims) return null;
      verified.set(token, claims);
      if (verified.size > VERIFIED_TOKENS_KEPT) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      return claims;
    };
    const unexpired = (claims: VerifiedClaims | null | undefined) =>
      claims && claims.expiresAt.getTime() > Date.now() ? claims : null;
    /**
     * The request's token checked once per request (the rate limit's key, then authenticate), and
     * from memory without a promise when its signature was checked before (decision 98).
     */
    const claimsOf = (request: FastifyRequest): VerifiedClaims | null | Promise<VerifiedClaims | null> => {
      if (request.bearerClaims !== undefined) return unexpired(request.bearerClaims);
      const token = bearerToken(request.headers.authorization);
      if (!token) return (request.bearerClaims = null);
      const known = unexpired(verified.get(token));
      if (known) return (request.bearerClaims = known);
      return verifySignature(token).then((claims) => (request.bearerClaims = claims));
    };
    app.decorateRequest('bearerClaims', undefined);
    const signIn = (
      request: FastifyRequest,
      claims: VerifiedClaims,
      session: { role: AuthUser['role'] } | null,
    ): void => {
      if (!session) throw unauthorized();
      request.user = {
        id: claims.userId,
        role: session.role,
        sessionId: claims.sessionId,
      } satisfies AuthUser;
    };
    /** The session of checked claims: from memory at once when it was read recently. */
    const withSession = (request: FastifyRequest, claims: VerifiedClaims | null): void | Promise<void> => {
      if (!claims) throw unauthorized();
      const key = { userId: claims.userId, sessionId: claims.sessionId };
      const known = sessions.peek(key);
      if (known !== undefined) return signIn(request, claims, known);
      return sessions.find(key).then((session) => signIn(request, claims, session));
    };
    const authenticateInline = (request: FastifyRequest): void | Promise<void> => {
      const claims = claimsOf(request);
      return claims instanceof Promise
        ? claims.then((checked) => withSession(request, checked))
        : withSession(request, claims);
    };
    app.decorate('authenticateInline', authenticateInline);
    app.decorate('identifyInline', (request: FastifyRequest) =>
      request.headers.authorization ? authenticateInline(request) : undefined,
    );
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await authenticateInline(request);
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      if (request.headers.authorization) await authenticateInline(request);
    });
    app.decorate('bearerUserId', (request: FastifyRequest) => {
      const claims = claimsOf(request);
      return claims instanceof Promise
        ? claims.then((checked) => checked?.userId ?? null)
        : (claims?.userId ?? null);
    });
  },
  { name: 'authenticate' },
);
