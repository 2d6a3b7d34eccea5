import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageReport, MessageReportDecision, MessageReportList } from '@oyna/shared';
import { apiPost, apiQuery } from '../../../lib/api-client';

export type ReportStatus = 'open' | 'decided';

export const reportKeys = {
  all: ['admin', 'conversation-reports'] as const,
  list: (status: ReportStatus) => [...reportKeys.all, status] as const,
};

/** GET /admin/conversation-reports: the open queue, or the latest decided reports. */
export const useMessageReports = (status: ReportStatus) =>
  useQuery({
    ...apiQuery<MessageReportList>(reportKeys.list(status), '/admin/conversation-reports', {
      params: { status },
    }),
    select: (list: MessageReportList) => ({ items: list.items, total: list.items.length }),
  });

/** POST /admin/conversation-reports/{id}/decision: hide the message for everyone, or keep it. */
export const useDecideReport = () =>
  useMutation({
    mutationFn: (input: { id: string; decision: MessageReportDecision }) =>
      apiPost<MessageReport>(`/admin/conversation-reports/${input.id}/decision`, {
        decision: input.decision,
      }),
    onSuccess: (_report, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: reportKeys.all }),
  });
