/** An account is active or blocked by an admin (a blocked user cannot sign in). */
export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Why an admin did something: required on every admin change and kept in the audit log. */
export const ADMIN_REASON_LENGTH = { min: 3, max: 500 } as const;

/** Orders of the admins' user list. */
export const USER_LIST_SORTS = [
  'created_desc',
  'created_asc',
  'name_asc',
  'name_desc',
  'games_desc',
] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

/** The shortest name search an organizer may send: no browsing the whole player base. */
export const PLAYER_SEARCH_MIN_LENGTH = 2;

/** Dotted verbs of the audit log. */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.blocked',
  'user.unblocked',
  'user.profile_corrected',
  'user.data_exported',
  'user.erasure_scheduled',
  'user.erased',
  'wallet.adjustment',
  'wallet.game_refund',
  'wallet.payment_rechecked',
  'wallet.reconciliation_run',
  'venue.created',
  'venue.updated',
  'venue.photo_added',
  'venue.photo_removed',
  'venue.deactivated',
  'venue.activated',
  'restriction.lifted',
  'game.referee_assigned',
  'game.referee_removed',
  'conversation_message.hidden',
  'conversation_message.kept',
  'support_request.answered',
  'support_request.closed',
  'support_request.reopened',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit log row is about. */
export const AUDIT_SUBJECT_TYPES = [
  'user',
  'venue',
  'game',
  'payment',
  'restriction',
  'reconciliation',
  'conversation_message',
  'support_request',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];
