import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConversationModeration, ReportMessageInput, SlowModeSeconds } from '@oyna/shared';
import { conversationKeys } from '../../../api/conversation-keys';
import { apiDelete, apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/** The moderation state of one conversation (decision 95). */
const moderationKey = (conversationId: string) =>
  [...conversationKeys.all, 'moderation', conversationId] as const;

/** POST /conversations/{id}/messages/{message_id}/reports: another's message, to the moderators. */
export const useReportMessage = () =>
  useMutation({
    mutationFn: ({
      conversationId,
      messageId,
      ...report
    }: ReportMessageInput & { conversationId: string; messageId: string }) =>
      apiPost<{ id: string }>(`/conversations/${conversationId}/messages/${messageId}/reports`, report),
  });

/** GET /conversations/{id}/moderation: slow mode, whether I am muted, who is (for moderators). */
export const useConversationModeration = (conversationId: string | undefined) =>
  useQuery({
    ...apiQuery<ConversationModeration>(
      moderationKey(conversationId ?? ''),
      `/conversations/${conversationId ?? ''}/moderation`,
    ),
    enabled: conversationId !== undefined,
  });

/** PUT /conversations/{id}/slow-mode. */
export const useSetSlowMode = () =>
  useMutation({
    mutationFn: ({ conversationId, seconds }: { conversationId: string; seconds: SlowModeSeconds | null }) =>
      apiPut(`/conversations/${conversationId}/slow-mode`, { seconds }),
    onSuccess: (_none, input, _result, { client }) =>
      client.invalidateQueries({ queryKey: moderationKey(input.conversationId) }),
  });

/** PUT or DELETE /conversations/{id}/muted-members/{user_id}. */
export const useSetMemberMuted = () =>
  useMutation({
    mutationFn: ({
      conversationId,
      userId,
      muted,
    }: {
      conversationId: string;
      userId: string;
      muted: boolean;
    }) =>
      muted
        ? apiPut(`/conversations/${conversationId}/muted-members/${userId}`)
        : apiDelete(`/conversations/${conversationId}/muted-members/${userId}`),
    onSuccess: (_none, input, _result, { client }) =>
      client.invalidateQueries({ queryKey: moderationKey(input.conversationId) }),
  });
