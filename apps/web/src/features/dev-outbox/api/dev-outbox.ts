import { useQuery } from '@tanstack/react-query';
import type { DevOutboxList, DevOutboxMessage } from '@oyna/shared';
import { apiClient } from '../../../lib/api-client';

export const devOutboxKeys = {
  all: ['dev-outbox'] as const,
  list: () => [...devOutboxKeys.all, 'list'] as const,
  message: (id: string) => [...devOutboxKeys.all, 'message', id] as const,
};

/** The kept messages, newest first; refreshed every few seconds, as new ones arrive in the background. */
export function useDevOutbox() {
  return useQuery({
    queryKey: devOutboxKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiClient.get<DevOutboxList>('/dev/outbox', { params: { page_size: 100 }, signal })).data,
    refetchInterval: 3_000,
    retry: false,
  });
}

export function useDevOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: devOutboxKeys.message(id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<DevOutboxMessage>(`/dev/outbox/${id}`, { signal })).data,
    enabled: id !== null,
    retry: false,
  });
}
