import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ReconciliationReport, ReconciliationReportsResponse } from '@oyna/shared';
import { adminMoneyKeys } from '../../../../api/admin-money-keys';
import { apiPost, apiQuery } from '../../../../lib/api-client';

export const REPORTS_PAGE_SIZE = 10;

/** GET /admin/reconciliation: the reports, newest first. */
export const useReconciliationReports = (page: number) =>
  useQuery(
    apiQuery<ReconciliationReportsResponse>(adminMoneyKeys.reportPage(page), '/admin/reconciliation', {
      params: { page, page_size: REPORTS_PAGE_SIZE },
      placeholderData: keepPreviousData,
    }),
  );

/** POST /admin/reconciliation: runs it now; the list is read again. */
export const useRunReconciliation = () =>
  useMutation({
    mutationFn: () => apiPost<ReconciliationReport>('/admin/reconciliation'),
    onSettled: (_report, _error, _variables, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminMoneyKeys.reports() }),
  });
