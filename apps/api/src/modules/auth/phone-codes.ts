import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { type Language, PHONE_CODE_RULES, type PhoneCodeSent, phoneCodeSms } from '@oyna/shared';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database.js';
import { type PhoneCodePurpose, phoneCodes } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { PhoneCodeLimits } from './phone-code-limits.js';
import type { PhoneCodeSms } from './phone-code-sms.js';
import { PhoneLimitError } from './phone-limit-error.js';

const DAY_MS = 24 * 60 * 60_000;
const LIFETIME_MS = PHONE_CODE_RULES.lifetimeMinutes * 60_000;

/** The daily caps against SMS pumping: codes in the last 24 hours to one number, and to everyone. */
export interface PhoneCodeCaps {
  perNumberDaily: number;
  daily: number;
}

/** Who asks for a code to which number, and for what. */
export interface PhoneCodeTarget {
  phone: string;
  purpose: PhoneCodePurpose;
  /** The signed-in player confirming a number; null when signing in. */
  userId: string | null;
}

export interface IssuePhoneCodeOptions extends PhoneCodeTarget {
  language: Language;
  ip: string;
  sms: PhoneCodeSms;
  limits: PhoneCodeLimits;
  caps: PhoneCodeCaps;
  now?: Date;
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');
const secondsUntil = (moment: Date, now: Date) =>
  Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));

const HOUR_MS = 60 * 60_000;

/**
 * Refuses a code to `phone` while the one before is within its resend wait, past the number's hourly
 * limit and daily cap, or past the daily cap of all codes; counted from the codes' rows of the last
 * 24 hours, each refusal saying when to come back (the oldest counted row leaving its window).
 */
async function assertNumberMayGetCode(db: DbExecutor, phone: string, caps: PhoneCodeCaps, now: Date) {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const toNumber = sql`${phoneCodes.phone} = ${phone}`;
  const lastHour = sql`${toNumber} and ${phoneCodes.createdAt} > ${at(HOUR_MS)}`;
  const [counts] = await db
    .select({
      newest: sql<string | null>`max(${phoneCodes.createdAt}) filter (where ${toNumber})`,
      inHour: sql<number>`count(*) filter (where ${lastHour})`.mapWith(Number),
      oldestInHour: sql<string | null>`min(${phoneCodes.createdAt}) filter (where ${lastHour})`,
      inDay: sql<number>`count(*) filter (where ${toNumber})`.mapWith(Number),
      oldestInDay: sql<string | null>`min(${phoneCodes.createdAt}) filter (where ${toNumber})`,
      everyone: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<string | null>`min(${phoneCodes.createdAt})`,
    })
    .from(phoneCodes)
    .where(gt(phoneCodes.createdAt, at(DAY_MS)));
  if (!counts) return;
  const leaves = (moment: string | null, windowMs: number) =>
    secondsUntil(new Date(new Date(moment ?? now).getTime() + windowMs), now);
  if (counts.newest && new Date(counts.newest) > at(PHONE_CODE_RULES.resendSeconds * 1000)) {
    throw new PhoneLimitError(
      'phone_code_resend_wait',
      leaves(counts.newest, PHONE_CODE_RULES.resendSeconds * 1000),
    );
  }
  if (counts.inHour >= PHONE_CODE_RULES.perNumberPerHour) {
    throw new PhoneLimitError('phone_number_limit', leaves(counts.oldestInHour, HOUR_MS));
  }
  if (counts.inDay >= caps.perNumberDaily) {
    throw new PhoneLimitError('phone_number_limit', leaves(counts.oldestInDay, DAY_MS));
  }
  if (counts.everyone >= caps.daily)
    throw new PhoneLimitError('phone_codes_paused', leaves(counts.oldest, DAY_MS));
}

/**
 * Sends a new code by SMS (decision 82): after the limits of the number and the client's address and
 * the daily caps, a random code of PHONE_CODE_RULES.length digits is kept hashed for
 * PHONE_CODE_RULES.lifetimeMinutes and sent in the request's language. It says nothing about accounts.
 */
export async function issuePhoneCode(db: Db, options: IssuePhoneCodeOptions): Promise<PhoneCodeSent> {
  const { phone, sms, limits } = options;
  const now = options.now ?? new Date();
  if (sms.delivery === 'off') throw new AppError('provider_not_configured', 503);
  await limits.assertAddressAllowed(options.ip);

  const id = randomUUID();
  const code = String(randomInt(0, 10 ** PHONE_CODE_RULES.length)).padStart(PHONE_CODE_RULES.length, '0');
  await db.transaction(async (tx) => {
    // One number's requests one at a time, so two at once cannot both pass the resend wait.
    await lockPhoneNumber(tx, phone);
    await assertNumberMayGetCode(tx, phone, options.caps, now);
    // Codes older than the caps' window count for nothing any more.
    await tx.delete(phoneCodes).where(lt(phoneCodes.createdAt, new Date(now.getTime() - 2 * DAY_MS)));
    await tx.insert(phoneCodes).values({
      id,
      phone,
      purpose: options.purpose,
      userId: options.userId,
      codeHash: hashCode(id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_MS),
    });
  });
  // The row stays when the SMS fails: it still counts against the caps.
  if (!(await sms.send(db, phone, phoneCodeSms(options.language, code)))) {
    await db.update(phoneCodes).set({ usedAt: now }).where(eq(phoneCodes.id, id));
    throw new AppError('phone_sms_failed', 503);
  }
  return {
    phone,
    expires_in_seconds: LIFETIME_MS / 1000,
    resend_in_seconds: PHONE_CODE_RULES.resendSeconds,
    delivery: sms.delivery === 'sent' ? 'sent' : 'captured',
  };
}

/**
 * Uses up the newest live code of `target` if `code` is it: one try more counted against it first
 * (PHONE_CODE_RULES.maxAttempts), then marked used, so it never works twice. Only the newest code
 * sent works: asking for another replaces the one before.
 */
export async function consumePhoneCode(
  db: DbExecutor,
  options: PhoneCodeTarget & { code: string; limits: PhoneCodeLimits; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const [newest] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, options.phone),
        eq(phoneCodes.purpose, options.purpose),
        options.userId ? eq(phoneCodes.userId, options.userId) : isNull(phoneCodes.userId),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!newest || newest.usedAt || newest.expiresAt <= now) throw new AppError('phone_code_expired', 422);
  await options.limits.assertMayTry(newest.id);
  const expected = Buffer.from(newest.codeHash, 'hex');
  const given = Buffer.from(hashCode(newest.id, options.code), 'hex');
  if (!timingSafeEqual(expected, given)) throw new AppError('phone_code_wrong', 422);
  const [used] = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, newest.id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  if (!used) throw new AppError('phone_code_expired', 422);
}

/** Serialises, per number, the transactions that make a number confirmed on an account. */
export async function lockPhoneNumber(db: DbExecutor, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(82, hashtext(${phone}))`);
}
