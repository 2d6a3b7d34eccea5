import type { OnboardingStatus } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { notFound } from '../../errors/app-error.js';
import { toOnboardingStatus } from './onboarding-status.js';

/** Where the caller's onboarding stands and what was saved so far, to resume on any device. */
export async function getOnboardingStatus(
  db: DbExecutor,
  options: { userId: string },
): Promise<OnboardingStatus> {
  const [row] = await db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound();
  return toOnboardingStatus(row);
}
