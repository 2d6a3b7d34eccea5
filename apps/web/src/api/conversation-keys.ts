import type { ConversationKind } from '@oyna/shared';

/**
 * Query keys of conversations: my list, my unread total, a conversation (a game's, a team's, a team
 * match's) and what anyone sees of it.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  page: (kind: ConversationKind, id: string) => [...conversationKeys.all, 'page', kind, id] as const,
  summary: (kind: ConversationKind, id: string) => [...conversationKeys.all, 'summary', kind, id] as const,
};
