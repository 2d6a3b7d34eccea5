import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConversationKind,
  ConversationList,
  ConversationMessage,
  ConversationPage,
  ConversationSummary,
  EditMessageInput,
  PostAnnouncementInput,
  PostMessageInput,
} from '@oyna/shared';
import { conversationKeys } from '../../../api/conversation-keys';
import { apiDelete, apiPatch, apiPost, apiPut, apiQuery } from '../../../lib/api-client';

/** What a conversation is about: a game, a team or a team match, by its id. */
export interface ConversationSubjectRef {
  kind: Exclude<ConversationKind, 'support'>;
  id: string;
}

const PAGES: Record<ConversationSubjectRef['kind'], string> = {
  game: 'games',
  team: 'teams',
  team_match: 'team-matches',
};

/** The subject's own address: `/games/{id}`, `/teams/{id}`, `/team-matches/{id}`. */
export const subjectPath = (subject: ConversationSubjectRef) => `/${PAGES[subject.kind]}/${subject.id}`;

/** GET {subject}/conversation: whether it has messages and whether I am in it (anyone). */
export const useConversationSummary = (subject: ConversationSubjectRef) =>
  useQuery(
    apiQuery<ConversationSummary>(
      conversationKeys.summary(subject.kind, subject.id),
      `${subjectPath(subject)}/conversation`,
    ),
  );

/** GET {subject}/conversation/messages: the pinned announcement and the newest messages, for members. */
export const useConversation = (subject: ConversationSubjectRef, enabled: boolean) =>
  useQuery({
    ...apiQuery<ConversationPage>(
      conversationKeys.page(subject.kind, subject.id),
      `${subjectPath(subject)}/conversation/messages`,
    ),
    enabled,
  });

/** GET /conversations: my conversations, the latest first. */
export const useMyConversations = () =>
  useQuery(apiQuery<ConversationList>(conversationKeys.list(), '/conversations'));

/** POST {subject}/conversation/messages. */
export const usePostMessage = (subject: ConversationSubjectRef) =>
  useMutation({
    mutationFn: (message: PostMessageInput) =>
      apiPost<ConversationMessage>(`${subjectPath(subject)}/conversation/messages`, message),
    onSuccess: (_message, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: conversationKeys.all }),
  });

/** POST /conversations/{id}/announcements: pinned, and told to everyone in it. */
export const usePostAnnouncement = () =>
  useMutation({
    mutationFn: ({ conversationId, ...announcement }: PostAnnouncementInput & { conversationId: string }) =>
      apiPost<ConversationMessage>(`/conversations/${conversationId}/announcements`, announcement),
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
