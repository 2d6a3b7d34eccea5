import type { Language } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { GoogleClaims } from './google-claims.js';

const byGoogleSubject = async (db: DbExecutor, subject: string) =>
  (await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1))[0];

/**
 * The account of a Google identity: the one already linked to it; else the account with the same
 * email, linked now, but only when Google says the email is verified; else a new account. An
 * unverified email is not stored, so nobody can claim someone else's address through Google.
 */
export async function findOrCreateGoogleUser(
  db: DbExecutor,
  options: { claims: GoogleClaims; language: Language },
): Promise<UserRow> {
  const { claims } = options;
  const linked = await byGoogleSubject(db, claims.sub);
  if (linked) return linked;

  const verifiedEmail =
    claims.email && claims.email_verified === true ? claims.email.trim().toLowerCase() : null;
  if (verifiedEmail) {
    const [sameEmail] = await db.select().from(users).where(eq(users.email, verifiedEmail)).limit(1);
    if (sameEmail) {
      // An account already linked to another Google identity keeps it.
      if (sameEmail.googleSubject) throw new AppError('email_taken', 409);
      const [updated] = await db
        .update(users)
        .set({ googleSubject: claims.sub, updatedAt: new Date() })
        .where(eq(users.id, sameEmail.id))
        .returning();
      return updated ?? sameEmail;
    }
  }

  const [fallbackFirst = '', ...rest] = (claims.name ?? '').trim().split(/\s+/);
  await db
    .insert(users)
    .values({
      email: verifiedEmail,
      googleSubject: claims.sub,
      firstName: (claims.given_name ?? fallbackFirst).trim().slice(0, 100),
      lastName: (claims.family_name ?? rest.join(' ')).trim().slice(0, 100),
      photoUrl: claims.picture ?? null,
      language: options.language,
    })
    .onConflictDoNothing();
  // Found again: a concurrent sign-in of the same identity may have created it first.
  const created = await byGoogleSubject(db, claims.sub);
  if (!created) throw new AppError('email_taken', 409);
  return created;
}
