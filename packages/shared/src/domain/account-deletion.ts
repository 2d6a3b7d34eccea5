import type { Language, Translated } from '../i18n/languages.js';

/*
 * Deleting an account (issue 34 item 1, docs/decisions/0091-account-deletion.md): asked for, kept
 * for a grace period during which a sign-in cancels it, then erased by a scheduled job.
 */

/** Days between asking to delete an account and its erasure, unless ACCOUNT_DELETION_GRACE_DAYS says otherwise. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/**
 * An account without a password proves that its owner is at the keyboard by a sign-in this recent
 * (minutes): the session's own sign-in, not a refresh of an old one.
 */
export const ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES = 10;

/**
 * What stands in the way of deleting an account, each with its error code `account_deletion_<reason>`:
 * something that would be lost (money, a place someone else could have had) or left broken (a team
 * without a captain, a game or competition without its organizer).
 */
export const ACCOUNT_DELETION_BLOCKERS = [
  'upcoming_bookings',
  'wallet_balance',
  'team_captain',
  'organizes_games',
  'organizes_series',
  'runs_competitions',
] as const;
export type AccountDeletionBlockerReason = (typeof ACCOUNT_DELETION_BLOCKERS)[number];

/** What an erased account is called where others still see it (games, results, teams, chats). */
export const DELETED_PLAYER_NAMES = {
  az: 'Silinmiş oyunçu',
  ru: 'Удалённый игрок',
  en: 'Deleted player',
} as const satisfies Translated;

/**
 * The first name an erased account keeps, its last name empty: the words in the default language,
 * so that a screen that writes names as they are still says "deleted player"; `personName` and the
 * web's `fullName` write them in the reader's language.
 */
export const ERASED_FIRST_NAME = DELETED_PLAYER_NAMES.az;

/** Whether a person as an answer names them is an erased account. */
export function isDeletedPlayer(person: { first_name: string; last_name: string }): boolean {
  return person.first_name === ERASED_FIRST_NAME && person.last_name === '';
}

/** "Kamran Məmmədov", or "Deleted player" in `language` for an erased account. */
export function personName(person: { first_name: string; last_name: string }, language: Language): string {
  if (isDeletedPlayer(person)) return DELETED_PLAYER_NAMES[language];
  return `${person.first_name} ${person.last_name}`.trim();
}
