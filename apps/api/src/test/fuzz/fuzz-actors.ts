import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@oyna/shared';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { findActiveSession } from '../../lib/find-active-session.js';
import { startSession } from '../../modules/auth/start-session.js';

/** Who sends a request: nobody, the demo player, the demo admin. */
export type ActorName = 'anonymous' | 'player' | 'admin';
export const ACTOR_NAMES: readonly ActorName[] = ['anonymous', 'player', 'admin'];

const DEMO_ACCOUNTS: Record<Exclude<ActorName, 'anonymous'>, { email: string; role: UserRole }> = {
  player: { email: 'player@demo.az', role: 'player' },
  admin: { email: 'admin@demo.az', role: 'admin' },
};

interface SignedIn {
  userId: string;
  role: UserRole;
  sessionId: string;
  accessToken: string;
}

/** The actors' credentials, kept valid: a fuzzed request may log them out, block or demote them. */
export interface FuzzActors {
  headersFor(actor: ActorName): Record<string, string>;
  /** After a request that may have changed accounts or sessions: restores and signs in again where needed. */
  restore(): Promise<void>;
  userIds(): string[];
}

/** Signs the demo player and admin in directly (no password hashing: it would eat the time budget). */
export async function signInActors(app: FastifyInstance, db: Db): Promise<FuzzActors> {
  const signedIn = new Map<ActorName, SignedIn>();
  const signIn = async (actor: Exclude<ActorName, 'anonymous'>, userId: string) => {
    const { role } = DEMO_ACCOUNTS[actor];
    await db.update(users).set({ role, blockedAt: null }).where(eq(users.id, userId));
    app.cacheInvalidation.invalidate([`user:${userId}`]);
    const context = { accessTokens: app.accessTokens, userAgent: 'openapi-fuzz', ip: '127.0.0.1' };
    const tokens = await startSession(db, { userId, role, context });
    const claims = await app.accessTokens.verify(tokens.access_token);
    if (!claims) throw new Error(`${actor} could not sign in`);
    signedIn.set(actor, { userId, role, sessionId: claims.sessionId, accessToken: tokens.access_token });
  };
  for (const actor of ['player', 'admin'] as const) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS[actor].email));
    if (!row) throw new Error(`the seed has no ${actor} (${DEMO_ACCOUNTS[actor].email})`);
    await signIn(actor, row.id);
  }
  return {
    headersFor(actor): Record<string, string> {
      const session = signedIn.get(actor);
      return session ? { authorization: `Bearer ${session.accessToken}` } : {};
    },
    async restore() {
      for (const actor of ['player', 'admin'] as const) {
        const session = signedIn.get(actor);
        if (!session) continue;
        const live = await findActiveSession(db, { userId: session.userId, sessionId: session.sessionId });
        if (live?.role !== session.role) await signIn(actor, session.userId);
      }
    },
    userIds: () => [...signedIn.values()].map((session) => session.userId),
  };
}
