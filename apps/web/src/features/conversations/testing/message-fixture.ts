import type { ConversationMessage } from '@oyna/shared';

/** The conversation the fixtures' messages are in. */
export const A_CONVERSATION = '6e4d2c3b-2222-4333-8444-a55566667777';

/** A player who writes in the fixtures' conversations. */
export const RAUF = {
  id: '8a6f4e5d-4444-4555-8666-c77788889999',
  first_name: 'Rauf',
  last_name: 'Əliyev',
  photo_url: null,
};

/** A player's text message as the API answers it (Rauf's «Salam», now), with `changes` over it. */
export function aMessage(changes: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id: '1b2c3d4e-5555-4666-8777-d88899990000',
    conversation_id: A_CONVERSATION,
    kind: 'text',
    author: RAUF,
    author_role: 'player',
    author_team: null,
    body: 'Salam',
    reply_to: null,
    system_key: null,
    announcement: null,
    subject: null,
    created_at: new Date().toISOString(),
    edited_at: null,
    deleted: false,
    hidden: false,
    mine: false,
    editable_until: null,
    can_delete: false,
    ...changes,
  };
}
