import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery, AuditLogResponse } from '@oyna/shared';
import { apiQuery } from '../../../../lib/api-client';
import { adminKeys } from '../../../../api/admin-keys';

/** GET /admin/audit-log: one page, newest first. */
export const useAuditLog = (query: AuditLogQuery) =>
  useQuery(
    apiQuery<AuditLogResponse>(adminKeys.auditLog(query), '/admin/audit-log', {
      params: query,
      placeholderData: keepPreviousData,
    }),
  );
