import { useQuery } from '@tanstack/react-query';
import type { DevOutboxList, DevOutboxMessage } from '@oyna/shared';
import { apiQuery } from '../../../lib/api-client';

export const devOutboxKeys = {
  all: ['dev-outbox'] as const,
  list: () => [...devOutboxKeys.all, 'list'] as const,
  message: (id: string) => [...devOutboxKeys.all, 'message', id] as const,
};

/** GET /dev/outbox: the kept messages, newest first; read every few seconds, as new ones arrive. */
export const useDevOutbox = () =>
  useQuery(
    apiQuery<DevOutboxList>(devOutboxKeys.list(), '/dev/outbox', {
      params: { page_size: 100 },
      refetchInterval: 3_000,
      retry: false,
    }),
  );

/** GET /dev/outbox/{id}: one kept message, its text and an email's HTML. */
export const useDevOutboxMessage = (id: string | null) =>
  useQuery(
    apiQuery<DevOutboxMessage>(devOutboxKeys.message(id ?? ''), `/dev/outbox/${id}`, {
      enabled: id !== null,
      retry: false,
    }),
  );
