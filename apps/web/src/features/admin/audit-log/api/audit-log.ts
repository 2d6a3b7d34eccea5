import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery, AuditLogResponse } from '@oyna/shared';
import { apiClient } from '../../../../lib/api-client';
import { adminKeys } from '../../../../api/admin-keys';

/** GET /admin/audit-log: one page, newest first. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: adminKeys.auditLog(query),
    queryFn: async ({ signal }) =>
      (await apiClient.get<AuditLogResponse>('/admin/audit-log', { params: query, signal })).data,
    placeholderData: keepPreviousData,
  });
}
