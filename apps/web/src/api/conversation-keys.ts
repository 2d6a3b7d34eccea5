/** Query keys of conversations: my list, my unread total, a game's conversation and what a visitor sees of it. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  game: (gameId: string) => [...conversationKeys.all, 'game', gameId] as const,
  summary: (gameId: string) => [...conversationKeys.all, 'summary', gameId] as const,
};
