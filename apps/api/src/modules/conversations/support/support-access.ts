import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import { type SupportRequestRow, supportRequests } from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';
import type { AuthUser } from '../../../lib/auth-user.js';
import { isActiveAccount } from '../conversation-access.js';
import type { SubjectMember } from '../conversation-subject.js';

/** 404 `support_request_not_found`: for no request and for anyone who may not see it alike. */
export const supportNotFound = () => new AppError('support_request_not_found', 404);

/**
 * A support request and my role in its conversation (decision 96): its player (`player`) and admins
 * (`admin`) read and write it; for anyone else, and for a blocked account, it does not exist (404),
 * so a stranger learns nothing of whose requests there are.
 */
export async function requireSupportMember(
  db: DbExecutor,
  actor: AuthUser,
  requestId: string,
): Promise<SubjectMember & { subject: { kind: 'support'; request: SupportRequestRow } }> {
  const [request] = await db.select().from(supportRequests).where(eq(supportRequests.id, requestId));
  if (!request || !(await isActiveAccount(db, actor.id))) throw supportNotFound();
  const subject = { kind: 'support' as const, request };
  if (request.userId === actor.id) return { subject, role: 'player' };
  if (actor.role === 'admin') return { subject, role: 'admin' };
  throw supportNotFound();
}
