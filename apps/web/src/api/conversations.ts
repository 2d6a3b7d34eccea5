import { useQuery } from '@tanstack/react-query';
import type { ConversationUnread } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { conversationKeys } from './conversation-keys';

/** GET /conversations/unread: my unread messages over the conversations I did not mute (the drawer's badge). */
export const useConversationUnread = (enabled = true) =>
  useQuery({
    ...apiQuery<ConversationUnread>(conversationKeys.unread(), '/conversations/unread'),
    enabled,
  });
