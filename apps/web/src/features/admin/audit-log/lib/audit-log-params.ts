import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  type AuditAction,
  type AuditLogQuery,
  type AuditSubjectType,
} from '@oyna/shared';
import { chosenFilters } from '../../../../lib/chosen-filters';
import { defineListParams, param, type ListState, type ParamCodec } from '../../../../lib/list-params';
import { orderedDays } from '../../users/lib/user-list-params';

export const AUDIT_PAGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account's id as the address holds it (anything else is ignored). */
const uuidCodec: ParamCodec<string> = {
  read: (value) => (value !== null && UUID.test(value) ? value.toLowerCase() : undefined),
  write: (value) => value,
};

/** A subject's id: one line of at most 100 characters, as the API takes it. */
const subjectIdCodec: ParamCodec<string> = {
  read(value) {
    const trimmed = value?.trim() ?? '';
    return trimmed !== '' && trimmed.length <= 100 && !/\p{Cc}/u.test(trimmed) ? trimmed : undefined;
  },
  write: (value) => value.trim(),
};

export interface AuditFilters {
  actor_id?: string;
  action?: AuditAction;
  subject_type?: AuditSubjectType;
  subject_id?: string;
  date_from?: string;
  date_to?: string;
}

/** Who, what, about what and which days, kept in the address of `/admin/audit-log`. */
export const auditLogParams = defineListParams<AuditFilters>({
  actor_id: { name: 'actor_id', codec: uuidCodec },
  action: { name: 'action', codec: param.oneOf(AUDIT_ACTIONS) },
  subject_type: { name: 'subject_type', codec: param.oneOf(AUDIT_SUBJECT_TYPES) },
  subject_id: { name: 'subject_id', codec: subjectIdCodec },
  date_from: { name: 'date_from', codec: param.day() },
  date_to: { name: 'date_to', codec: param.day() },
});

/** The `GET /admin/audit-log` query of what the address says (the log has no search box). */
export function toAuditLogQuery(state: ListState<AuditFilters>): AuditLogQuery {
  const [from, to] = orderedDays(state.date_from, state.date_to);
  return {
    page: state.page,
    page_size: AUDIT_PAGE_SIZE,
    ...chosenFilters(state, ['actor_id', 'action', 'subject_type', 'subject_id']),
    ...chosenFilters({ date_from: from, date_to: to }),
  };
}
