import type { TeamId } from '../standings/types.js';

export interface PitchRef {
  venueId: string;
  /** The pitch's number at the venue. */
  pitch: number;
}

/** When the competition may use pitches: a date and wall-clock times in Baku. */
export interface TimeWindow {
  /** YYYY-MM-DD in Baku. */
  date: string;
  /** HH:MM in Baku. */
  start: string;
  /** HH:MM in Baku, after `start`; '24:00' for midnight. */
  end: string;
  /** The pitches this window is for; all the competition's pitches when absent. */
  pitches?: readonly PitchRef[];
}

/** A pitch already taken (a game or another booking): ISO instants with a zone. */
export interface BusyInterval extends PitchRef {
  start: string;
  end: string;
}

export interface ScheduleMatch {
  id: string;
  /** Matches are placed round by round; a round's matches before the next round's where possible. */
  round: number;
  /** The teams known to play it (0 to 2: knockout matches may wait for their feeders). */
  teams: readonly TeamId[];
  /** Matches that must end, plus the rest time, before this one starts (its feeders). */
  after?: readonly string[];
}

export interface Placement extends PitchRef {
  matchId: string;
  /** ISO 8601 instants (UTC). */
  start: string;
  end: string;
}

export interface ScheduleRules {
  pitches: readonly PitchRef[];
  windows: readonly TimeWindow[];
  matchMinutes: number;
  /** Time a pitch needs between two matches (and around other bookings). */
  changeoverMinutes: number;
  /** Least time between the end of a team's match and the start of its next one. */
  minRestMinutes: number;
  busy?: readonly BusyInterval[];
  /** At most this many rounds on one date (1 for a league's matchdays); no limit when absent. */
  maxRoundsPerDay?: number;
}

export type UnplacedReason =
  /** A match it depends on could not be placed. */
  | 'feeder_unplaced'
  /** No free slot is left after its feeders. */
  | 'no_free_slot'
  /** Free slots remain, but each is too close to a match of one of its teams. */
  | 'team_rest'
  /** Free slots remain, but only on dates that already hold as many rounds as allowed. */
  | 'rounds_per_day';

export interface ScheduleResult {
  placements: Placement[];
  unplaced: { matchId: string; reason: UnplacedReason }[];
  /** Matches placed before a match of an earlier round because no later slot was free. */
  outOfRoundOrder: string[];
}

export type ViolationKind =
  | 'pitch_double_booked'
  | 'busy_clash'
  | 'team_rest'
  | 'feeder_order'
  | 'outside_window'
  | 'wrong_length'
  | 'unknown_match'
  | 'unknown_pitch'
  | 'duplicate_placement';

export interface Violation {
  kind: ViolationKind;
  /** The placed matches involved. */
  matchIds: string[];
}
