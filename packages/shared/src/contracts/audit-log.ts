import { z } from 'zod';
import { contract } from './contract.js';
import { optionalQuery } from './query-params.js';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '../domain/admin.js';
import { paginatedSchema, paginationQuerySchema } from './pagination.js';
import { queryDaySchema } from './dates.js';
import { userText } from './text.js';
import { namedUserSchema } from './user-admin.js';

/** `GET /admin/audit-log`: newest first, filtered by who, what, about what and when. */
export const auditLogQuerySchema = paginationQuerySchema.extend({
  actor_id: optionalQuery(z.uuid()),
  action: optionalQuery(z.enum(AUDIT_ACTIONS)),
  subject_type: optionalQuery(z.enum(AUDIT_SUBJECT_TYPES)),
  subject_id: optionalQuery(userText({ min: 1, max: 100 }, 'too_big', { singleLine: true })),
  date_from: optionalQuery(queryDaySchema).describe('YYYY-MM-DD, a day in Baku'),
  date_to: optionalQuery(queryDaySchema).describe('YYYY-MM-DD, a day in Baku, inclusive'),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

/** One thing an admin (or the system, `actor` null) did: who, when, what, to what, and why. */
export const auditLogEntrySchema = contract('AuditLogEntry', {
  id: z.uuid(),
  actor: namedUserSchema.nullable(),
  action: z.string().describe('A dotted verb, e.g. `user.blocked`'),
  subject_type: z.string(),
  subject_id: z.string(),
  /** The name of the user or venue it is about, when there is one. */
  subject_label: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = paginatedSchema(auditLogEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
