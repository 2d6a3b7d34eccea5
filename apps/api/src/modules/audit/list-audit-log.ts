import {
  type AuditLogEntry,
  type AuditLogResponse,
  type auditLogQuerySchema,
  bakuDayEnd,
  bakuDayStart,
} from '@oyna/shared';
import { type SQL, and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import { auditLog, users, venues } from '../../db/schema.js';
import { newestFirst, pageOf, readPage } from '../../lib/page-query.js';

export type AuditLogQueryInput = z.output<typeof auditLogQuerySchema>;

const actors = alias(users, 'actor');
const subjectUsers = alias(users, 'subject_user');

function conditions(query: AuditLogQueryInput): SQL | undefined {
  const list = [
    query.actor_id ? eq(auditLog.actorUserId, query.actor_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subject_type ? eq(auditLog.subjectType, query.subject_type) : undefined,
    query.subject_id ? eq(auditLog.subjectId, query.subject_id) : undefined,
    query.date_from ? gte(auditLog.createdAt, bakuDayStart(query.date_from)) : undefined,
    query.date_to ? lt(auditLog.createdAt, bakuDayEnd(query.date_to)) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return list.length > 0 ? and(...list) : undefined;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** `GET /admin/audit-log`: what admins did, newest first, with the names of who and what. */
export async function listAuditLog(db: DbExecutor, query: AuditLogQueryInput): Promise<AuditLogResponse> {
  const where = conditions(query);
  const { rows, total } = await readPage(
    db
      .select({
        entry: auditLog,
        actorFirst: actors.firstName,
        actorLast: actors.lastName,
        subjectFirst: subjectUsers.firstName,
        subjectLast: subjectUsers.lastName,
        venueName: venues.name,
      })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
      .leftJoin(
        subjectUsers,
        and(eq(auditLog.subjectType, 'user'), eq(sql`${subjectUsers.id}::text`, auditLog.subjectId)),
      )
      .leftJoin(
        venues,
        and(eq(auditLog.subjectType, 'venue'), eq(sql`${venues.id}::text`, auditLog.subjectId)),
      )
      .where(where)
      .orderBy(...newestFirst(auditLog))
      .$dynamic(),
    db.select({ total: count() }).from(auditLog).where(where),
    query,
  );
  return pageOf(
    rows.map((row): AuditLogEntry => {
      const { reason, ...details } = row.entry.details;
      return {
        id: row.entry.id,
        actor: row.entry.actorUserId
          ? { id: row.entry.actorUserId, full_name: fullName(row.actorFirst, row.actorLast) }
          : null,
        action: row.entry.action,
        subject_type: row.entry.subjectType,
        subject_id: row.entry.subjectId,
        subject_label:
          row.venueName ?? (row.subjectFirst !== null ? fullName(row.subjectFirst, row.subjectLast) : null),
        reason: typeof reason === 'string' ? reason : null,
        details,
        created_at: row.entry.createdAt.toISOString(),
      };
    }),
    total,
    query,
  );
}
