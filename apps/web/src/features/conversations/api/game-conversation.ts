import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConversationList,
  ConversationMessage,
  ConversationPage,
  ConversationSummary,
  EditMessageInput,
  PostMessageInput,
} from '@oyna/shared';
import { conversationKeys } from '../../../api/conversation-keys';
import { apiDelete, apiPatch, apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/** GET /games/{id}/conversation: whether it has messages and whether I am in it (anyone). */
export const useConversationSummary = (gameId: string) =>
  useQuery(apiQuery<ConversationSummary>(conversationKeys.summary(gameId), `/games/${gameId}/conversation`));

/** GET /games/{id}/conversation/messages: the newest messages, for the game's members. */
export const useGameConversation = (gameId: string, enabled: boolean) =>
  useQuery({
    ...apiQuery<ConversationPage>(conversationKeys.game(gameId), `/games/${gameId}/conversation/messages`),
    enabled,
  });

/** GET /conversations: my conversations, the latest first. */
export const useMyConversations = () =>
  useQuery(apiQuery<ConversationList>(conversationKeys.list(), '/conversations'));

/** POST /games/{id}/conversation/messages. */
export const usePostMessage = (gameId: string) =>
  useMutation({
    mutationFn: (message: PostMessageInput) =>
      apiPost<ConversationMessage>(`/games/${gameId}/conversation/messages`, message),
    onSuccess: (_message, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });

/** PATCH /conversations/{id}/messages/{message_id}: my own message, within its edit window. */
export const useEditMessage = () =>
  useMutation({
    mutationFn: ({
      conversationId,
      messageId,
      body,
    }: EditMessageInput & { conversationId: string; messageId: string }) =>
      apiPatch<ConversationMessage>(`/conversations/${conversationId}/messages/${messageId}`, { body }),
    onSuccess: (_message, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });

/** DELETE /conversations/{id}/messages/{message_id}. */
export const useDeleteMessage = () =>
  useMutation({
    mutationFn: ({ conversationId, messageId }: { conversationId: string; messageId: string }) =>
      apiDelete(`/conversations/${conversationId}/messages/${messageId}`),
    onSuccess: (_none, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });

/** POST /conversations/{id}/read: I read up to this message. */
export const useMarkRead = () =>
  useMutation({
    mutationFn: ({ conversationId, messageId }: { conversationId: string; messageId: string }) =>
      apiPost(`/conversations/${conversationId}/read`, { message_id: messageId }),
    onSuccess: (_none, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });

/** PUT /conversations/{id}/mute. */
export const useMuteConversation = () =>
  useMutation({
    mutationFn: ({ conversationId, muted }: { conversationId: string; muted: boolean }) =>
      apiPut(`/conversations/${conversationId}/mute`, { muted }),
    onSuccess: (_none, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });
