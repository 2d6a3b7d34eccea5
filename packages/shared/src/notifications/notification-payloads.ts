import type { NotificationKind } from '../domain/notifications.js';

/** The game a notification is about, as it was when the notification was written. */
export interface GameMention {
  game_id: string;
  title: string;
  /** ISO instant of kick-off. */
  starts_at: string;
  venue: string;
}

export interface TeamMention {
  team_id: string;
  team_name: string;
}

export interface TeamMatchMention {
  team_match_id: string;
  /** The other team, from the recipient's side. */
  opponent_name: string;
  starts_at: string;
}

/** The competition a notification is about (a cup or a league). */
export interface CompetitionMention {
  competition_id: string;
  competition_name: string;
}

/** A competition match, from the recipient team's side. */
export interface CompetitionMatchMention extends CompetitionMention {
  match_id: string;
  opponent_name: string;
  /** ISO instant of kick-off. */
  starts_at: string;
  venue: string;
}

/** A date of a team's weekly slot (decision 80), as it was when the notification was written. */
export interface TeamSlotMention extends TeamMention {
  slot_id: string;
  slot_kind: 'training' | 'friendly';
  /** The slot's date, `YYYY-MM-DD` in its zone. */
  date: string;
  /** ISO instant of kick-off. */
  starts_at: string;
  venue: string;
}

/** What each kind of notification carries: enough to write it in any language without reading the database. */
export interface NotificationPayloads {
  waitlist_promoted: GameMention & { charged_qepik: number };
  waitlist_place_held: GameMention & { hold_expires_at: string; top_up_qepik: number };
  hold_expiring: GameMention & { hold_expires_at: string };
  game_cancelled: GameMention & { refund_qepik: number };
  game_changed: GameMention & { previous_starts_at: string | null; previous_venue: string | null };
  game_reminder_day: GameMention;
  game_reminder_hours: GameMention;
  organizer_reminder: GameMention & { players_count: number; capacity: number };
  referee_assigned: GameMention & { organizer_name: string };
  /** A date of the organizer's weekly game that could not be published, or a planned change that could not apply, and why (an error code). */
  series_date_refused: {
    series_id: string;
    title: string;
    /** ISO instant of the kick-off the date would have had. */
    starts_at: string;
    venue: string;
    problem: string;
    /** Set when what was refused is a planned change from that date (decision 81), dropped since. */
    planned_change_from?: string;
  };
  /** A place taken and confirmed: paid from the balance (`paid_qepik`), in cash at the game, or free. */
  booking_confirmed: GameMention & { paid_qepik: number; cash_qepik: number };
  /** A regular booked for a date of their weekly game at its publication (decision 74). */
  series_regular_booked: GameMention & { series_id: string; paid_qepik: number };
  /** A regular's place held for a top-up: the balance did not cover the price. */
  series_regular_held: GameMention & { series_id: string; hold_expires_at: string; top_up_qepik: number };
  /** A regular not booked for a date, and the one line of why (a reason code). */
  series_regular_left_out: GameMention & { series_id: string; reason: string };
  /** A regular place approved, refused or taken away (`misses`: the games missed without a word). */
  series_regular_status: {
    series_id: string;
    title: string;
    change: 'approved' | 'refused' | 'removed' | 'removed_misses';
    misses: number;
  };
  /**
   * A saved search's games the player can book now (decision 76), one message per window or a daily
   * digest; `unsubscribe_token` pauses the alert from the email without signing in (RFC 8058).
   */
  game_alert: {
    alert_id: string;
    digest: boolean;
    games: (GameMention & { price_qepik: number })[];
    unsubscribe_token: string;
  };
  /** An alert whose messages went unopened for `weeks` weeks paused itself. */
  game_alert_paused: { alert_id: string; weeks: number };
  /** A place of a watched full game is free: the first to tap has it held for `hold_minutes`. */
  watched_place_free: GameMention & { hold_minutes: number };
  sides_published: GameMention;
  result_recorded: GameMention & { vote_closes_at: string };
  vote_closing: GameMention & { vote_closes_at: string };
  rating_changed: GameMention & { before: number; after: number };
  topup_credited: { amount_qepik: number; balance_qepik: number };
  topup_failed: { amount_qepik: number };
  team_invitation_received: TeamMention & { invited_by: string };
  team_invitation_accepted: TeamMention & { player_name: string };
  team_invitation_declined: TeamMention & { player_name: string };
  team_join_request: TeamMention & { player_name: string };
  team_match_challenge: TeamMention & TeamMatchMention;
  team_match_accepted: TeamMention & TeamMatchMention;
  team_match_result_to_confirm: TeamMention & TeamMatchMention & { score: string };
  /** The draw is made: the team's first match. */
  competition_fixtures_published: TeamMention & CompetitionMention & { first_starts_at: string | null };
  competition_match_moved: TeamMention & CompetitionMatchMention & { previous_starts_at: string | null };
  competition_result_to_confirm: TeamMention & CompetitionMatchMention & { score: string };
  /** `qualified`: through to the knockout; `eliminated`: out; `champion`: won it. */
  competition_team_outcome: TeamMention &
    CompetitionMention & { outcome: 'qualified' | 'eliminated' | 'champion' };
  competition_match_tomorrow: TeamMention & CompetitionMatchMention;
  /**
   * To the organizer, once: the draw at the registration deadline failed. `schedule`: the matches
   * do not fit the windows and pitches; `format`: the teams do not fit the format.
   */
  competition_draw_failed: CompetitionMention & { reason: 'schedule' | 'format' };
  /**
   * To every member of each team registered (accepted or waiting): the competition is off, by its
   * organizer (`reason` their words, if any) or at the close with too few teams; `fee_refunded`
   * when the team's paid fee went back to the captain.
   */
  competition_cancelled: TeamMention &
    CompetitionMention & { reason: string | null; too_few_teams: boolean; fee_refunded: boolean };
  /** To every member of the team: the organizer refused its registration. */
  competition_team_refused: TeamMention & CompetitionMention & { fee_refunded: boolean };
  /** To a member without an answer, once per date, 48 hours before: coming, not coming or maybe? */
  team_slot_reminder: TeamSlotMention;
  /**
   * To members coming or maybe on a future date: the slot's time, weekday or venue changed
   * (`previous_*`: what it was; null when that did not change), or the slot ended.
   */
  team_slot_changed: TeamSlotMention & {
    change: 'changed' | 'ended';
    previous_starts_at: string | null;
    previous_venue: string | null;
  };
  /** To a member newly picked for a date's squad. */
  team_slot_squad: TeamSlotMention;
  /** To everyone in a game, a team or a team match but its author: an announcement in its chat (decision 93). */
  announcement: AnnouncementMention;
  /**
   * To a member of a chat they did not mute: others wrote there since they last read it (decision
   * 97). One per chat per quarter of an hour at most, counting what came since the last one.
   */
  conversation_messages: ConversationMessagesMention;
  /** To the player: Oyna answered their support request (decision 96). */
  support_reply: SupportReplyMention;
}

/** Oyna's answer to a support request: which request, and the start of the answer. */
export interface SupportReplyMention {
  request_id: string;
  topic: 'payment' | 'game' | 'account' | 'other';
  /** The answer's text, shortened for a notification. */
  body: string;
}

/** An announcement, as it was posted: where, by whom, and its words. */
export interface AnnouncementMention {
  conversation_kind: 'game' | 'team' | 'team_match';
  /** The game's, the team's or the team match's id. */
  subject_id: string;
  /** The game's title, the team's name, or the two teams of a match. */
  title: string;
  author_name: string;
  /** The announcement's text, shortened for a notification. */
  body: string;
  time_or_place_change: boolean;
}

/** New messages in a chat: where, and how many since the player read it or was last told. */
export interface ConversationMessagesMention {
  conversation_kind: AnnouncementMention['conversation_kind'];
  /** The game's, the team's or the team match's id. */
  subject_id: string;
  /** The chat's own id: the next notification of the same chat counts from this one. */
  conversation_id: string;
  /** The game's title, the team's name, or the two teams of a match. */
  title: string;
  /** How many messages of others it tells about (at least 1). */
  count: number;
}

/** One notification as code writes it: the kind and its payload, checked together. */
export type NotificationDraft = {
  [K in NotificationKind]: { kind: K; payload: NotificationPayloads[K] };
}[NotificationKind];

/**
 * When a notification stops being worth sending on a channel: a reminder after kick-off, a vote
 * reminder after the vote closed, a hold warning after the hold ran out (quiet hours or retries
 * can push a delivery past that moment). Null: it never goes stale. The centre keeps it regardless.
 */
export function staleAfter(draft: NotificationDraft): Date | null {
  switch (draft.kind) {
    case 'game_reminder_day':
    case 'game_reminder_hours':
    case 'organizer_reminder':
    case 'competition_match_tomorrow':
    case 'team_slot_reminder':
      return new Date(draft.payload.starts_at);
    case 'vote_closing':
      return new Date(draft.payload.vote_closes_at);
    case 'hold_expiring':
      return new Date(draft.payload.hold_expires_at);
    default:
      return null;
  }
}
