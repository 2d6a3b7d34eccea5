import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { seriesKeys } from '../../../api/series-keys';

/** DELETE /series/{id}/planned-changes/{from_date}: a planned change given up before its date. */
export const useCancelPlannedChange = (id: string) =>
  useMutation({
    mutationFn: (fromDate: string) => apiDelete(`/series/${id}/planned-changes/${fromDate}`),
    onSuccess: (_result, _fromDate, _context, { client }) =>
      client.invalidateQueries({ queryKey: seriesKeys.detail(id) }),
  });
