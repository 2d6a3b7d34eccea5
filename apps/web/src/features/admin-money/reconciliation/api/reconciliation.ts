import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationReport, ReconciliationReportsResponse } from '@oyna/shared';
import { adminMoneyKeys } from '../../../../api/admin-money-keys';
import { apiClient } from '../../../../lib/api-client';

export const REPORTS_PAGE_SIZE = 10;

/** GET /admin/reconciliation: the reports, newest first. */
export function useReconciliationReports(page: number) {
  return useQuery({
    queryKey: adminMoneyKeys.reportPage(page),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<ReconciliationReportsResponse>('/admin/reconciliation', {
          params: { page, page_size: REPORTS_PAGE_SIZE },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/reconciliation: runs it now; the list is read again. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<ReconciliationReport>('/admin/reconciliation')).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMoneyKeys.reports() }),
  });
}
