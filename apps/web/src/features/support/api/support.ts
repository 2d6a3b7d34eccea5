import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConversationMessage,
  CreateSupportRequestInput,
  SupportRequest,
  SupportRequestList,
  SupportStatus,
  SupportThread,
} from '@oyna/shared';
import { conversationKeys } from '../../../api/conversation-keys';
import { apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/**
 * Query keys of support requests, under the conversations' (a message on the live stream refreshes
 * every conversation query, these too).
 */
export const supportKeys = {
  all: [...conversationKeys.all, 'support'] as const,
  mine: () => [...supportKeys.all, 'mine'] as const,
  thread: (id: string) => [...supportKeys.all, 'thread', id] as const,
  queue: (status: SupportStatus) => [...supportKeys.all, 'queue', status] as const,
};

/** GET /support/requests: my requests, the latest first. */
export const useMySupportRequests = () =>
  useQuery(apiQuery<SupportRequestList>(supportKeys.mine(), '/support/requests'));

/** GET /support/requests/{id}: a request and its conversation (opening it reads it). */
export const useSupportThread = (id: string) =>
  useQuery(apiQuery<SupportThread>(supportKeys.thread(id), `/support/requests/${id}`));

/** POST /support/requests: write to Oyna. */
export const useCreateSupportRequest = () =>
  useMutation({
    mutationFn: (input: CreateSupportRequestInput) => apiPost<SupportRequest>('/support/requests', input),
    onSuccess: (_request, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: supportKeys.all }),
  });

/** POST /support/requests/{id}/messages: the player's next word, or an admin's answer. */
export const usePostSupportMessage = (id: string) =>
  useMutation({
    mutationFn: (body: string) => apiPost<ConversationMessage>(`/support/requests/${id}/messages`, { body }),
    onSuccess: (_message, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });

/** GET /admin/support/requests: the queue (open: VIP first, then the longest waiting) or the others. */
export const useSupportQueue = (status: SupportStatus) =>
  useQuery(
    apiQuery<SupportRequestList>(supportKeys.queue(status), '/admin/support/requests', {
      params: { status },
    }),
  );

/** PUT /admin/support/requests/{id}/status: close a request, or open it again. */
export const useSetSupportStatus = (id: string) =>
  useMutation({
    mutationFn: (status: 'open' | 'closed') =>
      apiPut<SupportRequest>(`/admin/support/requests/${id}/status`, { status }),
    onSuccess: (_request, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: supportKeys.all }),
  });
