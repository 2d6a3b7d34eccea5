import type { UserRole } from '@oyna/shared';
import type { Db } from '../db/database.js';
import type { CacheInvalidation } from './cache-invalidation.js';
import { findActiveSession } from './find-active-session.js';
import { createResponseCache } from './response-cache.js';

/**
 * How long a live session is trusted without asking the database again. Every way a session ends
 * early (sign-out, sign-out everywhere, a password change or reset, a block, a role change, a reused
 * refresh token) invalidates it at once on every instance; this is the backstop.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

export interface SessionCache {
  /** The role of a live session (as `findActiveSession`), from memory when it was read recently. */
  find(session: { userId: string; sessionId: string }): Promise<{ role: UserRole } | null>;
  /**
   * `find`'s answer at once (no promise) when it would come from memory; undefined when `find` would
   * ask the database (decision 101).
   */
  peek(session: { userId: string; sessionId: string }): { role: UserRole } | null | undefined;
}

export function createSessionCache(
  db: Db,
  invalidation: CacheInvalidation,
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCache {
  const now = options.now ?? Date.now;
  const cache = createResponseCache(invalidation, { maxEntries: 50_000, now });
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  type Session = Awaited<ReturnType<typeof findActiveSession>>;
  // A cached session past its family's lifetime is over; an ended one was never kept.
  const live = (session: Session) =>
    !session || session.familyExpiresAt.getTime() <= now() ? null : { role: session.role };
  return {
    async find({ userId, sessionId }) {
      return live(
        await cache.get(`${userId}|${sessionId}`, { topics: [`user:${userId}`], ttlMs }, () =>
          findActiveSession(db, { userId, sessionId }),
        ),
      );
    },
    peek({ userId, sessionId }) {
      const kept = cache.peek<Session>(`${userId}|${sessionId}`, { topics: [`user:${userId}`], ttlMs });
      return kept === undefined ? undefined : live(kept.value);
    },
  };
}
