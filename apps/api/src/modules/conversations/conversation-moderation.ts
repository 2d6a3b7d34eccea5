import {
  type ConversationModeration,
  type ConversationRole,
  type SlowModeSeconds,
  SLOW_MODE_SECONDS,
  mayModerate,
} from '@oyna/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import {
  conversationMemberMutes,
  conversationMessages,
  conversationSettings,
  users,
} from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { RateLimitedError } from '../../lib/rate-limited-error.js';
import { playerIdentity, playerIdentityColumns } from '../users/player-identity.js';
import { requireConversationMember } from './conversation-members.js';
import { audienceOf, authorRolesIn } from './conversation-subject.js';

/**
 * Refused 403 `conversation_member_muted` when the member is muted in the conversation: they read,
 * and neither write nor change what they wrote (decision 95). Its moderators are never muted.
 */
export async function assertNotMuted(
  tx: DbExecutor,
  input: { conversationId: string; userId: string; role: ConversationRole },
): Promise<void> {
  if (mayModerate(input.role)) return;
  const [muted] = await tx
    .select({ userId: conversationMemberMutes.userId })
    .from(conversationMemberMutes)
    .where(
      and(
        eq(conversationMemberMutes.conversationId, input.conversationId),
        eq(conversationMemberMutes.userId, input.userId),
      ),
    );
  if (muted) throw new AppError('conversation_member_muted', 403);
}

const isSlowModeSeconds = (value: number | null): value is SlowModeSeconds =>
  SLOW_MODE_SECONDS.some((seconds) => seconds === value);

/**
 * Before a member writes (decision 95): refused 403 `conversation_member_muted` when muted there;
 * under slow mode, 429 `conversation_slow_mode` with Retry-After until N seconds after their last
 * message. Its organizer, captains and admins are held by neither.
 */
export async function assertMayWrite(
  tx: DbExecutor,
  input: { conversationId: string; userId: string; role: ConversationRole; now: Date },
): Promise<void> {
  if (mayModerate(input.role)) return;
  await assertNotMuted(tx, input);
  const [settings] = await tx
    .select()
    .from(conversationSettings)
    .where(eq(conversationSettings.conversationId, input.conversationId));
  const seconds = settings?.slowModeSeconds;
  if (!seconds) return;
  const [last] = await tx
    .select({ createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, input.conversationId),
        eq(conversationMessages.authorId, input.userId),
      ),
    )
    .orderBy(desc(conversationMessages.seq))
    .limit(1);
  if (!last) return;
  const waitMs = last.createdAt.getTime() + seconds * 1000 - input.now.getTime();
  if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000), 'conversation_slow_mode');
}

/** A member who moderates the conversation: its organizer, captains and vice-captains, admins; 403 otherwise. */
async function requireModerator(db: DbExecutor, actor: AuthUser, conversationId: string) {
  const member = await requireConversationMember(db, actor, conversationId);
  if (!mayModerate(member.role)) throw new AppError('conversation_moderators_only', 403);
  return member;
}

/** Slow mode on (one message per player per N seconds) or off (null). */
export async function setSlowMode(
  db: Db,
  input: { actor: AuthUser; conversationId: string; seconds: SlowModeSeconds | null },
): Promise<void> {
  await requireModerator(db, input.actor, input.conversationId);
  await db
    .insert(conversationSettings)
    .values({ conversationId: input.conversationId, slowModeSeconds: input.seconds })
    .onConflictDoUpdate({
      target: conversationSettings.conversationId,
      set: { slowModeSeconds: input.seconds },
    });
}

/**
 * Mutes a member in one conversation (they read, not write) or unmutes them. Only a member the
 * conversation reaches who does not moderate it (409 `conversation_mute_not_member` otherwise).
 */
export async function setMemberMuted(
  db: Db,
  input: { actor: AuthUser; conversationId: string; userId: string; muted: boolean },
): Promise<void> {
  const { subject } = await requireModerator(db, input.actor, input.conversationId);
  if (!input.muted) {
    await db
      .delete(conversationMemberMutes)
      .where(
        and(
          eq(conversationMemberMutes.conversationId, input.conversationId),
          eq(conversationMemberMutes.userId, input.userId),
        ),
      );
    return;
  }
  const audience = await audienceOf(db, subject);
  const { roles } = await authorRolesIn(db, subject, [input.userId]);
  const targetRole = roles.get(input.userId);
  const moderatesToo = targetRole !== undefined && mayModerate(targetRole);
  if (input.userId === input.actor.id || !audience.includes(input.userId) || moderatesToo) {
    throw new AppError('conversation_mute_not_member', 409);
  }
  await db
    .insert(conversationMemberMutes)
    .values({ conversationId: input.conversationId, userId: input.userId, mutedBy: input.actor.id })
    .onConflictDoNothing();
}

/** The conversation's slow mode, whether I am muted, and who is muted (for those who moderate). */
export async function readModeration(
  db: Db,
  input: { actor: AuthUser; conversationId: string },
): Promise<ConversationModeration> {
  const { role } = await requireConversationMember(db, input.actor, input.conversationId);
  const [settings] = await db
    .select()
    .from(conversationSettings)
    .where(eq(conversationSettings.conversationId, input.conversationId));
  const mutes = await db
    .select({ userId: conversationMemberMutes.userId, ...playerIdentityColumns(users) })
    .from(conversationMemberMutes)
    .innerJoin(users, eq(users.id, conversationMemberMutes.userId))
    .where(eq(conversationMemberMutes.conversationId, input.conversationId));
  const moderates = mayModerate(role);
  const seconds = settings?.slowModeSeconds ?? null;
  return {
    slow_mode_seconds: isSlowModeSeconds(seconds) ? seconds : null,
    muted_me: mutes.some((mute) => mute.userId === input.actor.id),
    may_moderate: moderates,
    muted: moderates ? mutes.map(playerIdentity) : [],
  };
}
