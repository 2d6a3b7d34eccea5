/**
 * Rules of competitions (cups and leagues between teams). The reasons are in
 * docs/decisions/0032-competitions.md; the standings, fixtures and scheduling rules live in the
 * pure engine, packages/competition (docs/decisions/0017-competition-engine.md).
 */

/** A cup is played in a day or a weekend; a league is a season of weekly matchdays. */
export const COMPETITION_KINDS = ['cup', 'league'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

export const COMPETITION_FORMATS = [
  'round_robin',
  'groups_knockout',
  'single_elimination',
  'double_elimination',
] as const;
export type CompetitionFormat = (typeof COMPETITION_FORMATS)[number];

/**
 * `registering` until registration closes; `scheduled` once fixtures are drawn; `in_progress`
 * from the first recorded result; `finished` when every match has a result; `cancelled` by the
 * organizer or because too few teams registered (every fee is refunded).
 */
export const COMPETITION_STATUSES = [
  'registering',
  'scheduled',
  'in_progress',
  'finished',
  'cancelled',
] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** Who may enter: every team, or only teams whose captain is platinum. */
export const COMPETITION_ACCESS = ['open', 'platinum'] as const;
export type CompetitionAccess = (typeof COMPETITION_ACCESS)[number];

/**
 * A team's registration: `accepted` when it registers (the organizer may refuse it, refunding the
 * fee, or accept it again); `withdrawn` by its captain before the deadline (refunded).
 */
export const COMPETITION_TEAM_STATUSES = ['accepted', 'pending', 'refused', 'withdrawn'] as const;
export type CompetitionTeamStatus = (typeof COMPETITION_TEAM_STATUSES)[number];

/**
 * A match: `waiting` while a knockout side is not known yet; `scheduled` with both teams;
 * `awaiting_confirmation` when the home captain recorded a result the away captain has not yet
 * confirmed; `played` once the result counts; `void` for a knockout match a bye made unnecessary.
 */
export const COMPETITION_MATCH_STATUSES = [
  'waiting',
  'scheduled',
  'awaiting_confirmation',
  'played',
  'void',
] as const;
export type CompetitionMatchStatus = (typeof COMPETITION_MATCH_STATUSES)[number];

export const COMPETITION_STAGES = ['league', 'group', 'knockout'] as const;
export type CompetitionStage = (typeof COMPETITION_STAGES)[number];

export const BRACKET_PARTS = ['main', 'third_place', 'winners', 'losers', 'final', 'final_reset'] as const;
export type BracketPartName = (typeof BRACKET_PARTS)[number];

export const TIEBREAK_ORDERS = ['fifa_2026', 'fifa_2018', 'custom'] as const;
export type TiebreakOrderName = (typeof TIEBREAK_ORDERS)[number];

/** The criteria a custom order may list (the same names as the engine's). */
export const TIEBREAK_CRITERIA_NAMES = [
  'h2h_points',
  'h2h_goal_difference',
  'h2h_goals_for',
  'h2h_away_goals_for',
  'goal_difference',
  'goals_for',
  'away_goals_for',
  'wins',
  'fair_play',
  'lots',
] as const;

export const CARD_KINDS = ['yellow', 'second_yellow_red', 'direct_red', 'yellow_direct_red'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const COMPETITION_NAME_LENGTH = { min: 3, max: 80 } as const;
export const COMPETITION_DESCRIPTION_MAX_LENGTH = 2000;
/** Teams a competition may take. */
export const COMPETITION_TEAMS = { min: 2, max: 64 } as const;
/** Players a team's squad must and may have, as the organizer sets it. */
export const COMPETITION_SQUAD = { min: 5, max: 30 } as const;
/**
 * Players one side of a match's line-up may name at most, whatever the squad allows: the match is
 * played as a game, and a game holds at most 50 places.
 */
export const COMPETITION_LINEUP_MAX = 25;
export const COMPETITION_MATCH_MINUTES = { min: 30, max: 120, default: 50 } as const;
export const COMPETITION_CHANGEOVER_MINUTES = { min: 0, max: 60, default: 10 } as const;
export const COMPETITION_REST_MINUTES = { min: 0, max: 10_080, default: 60 } as const;
/** Entry fee per team, in qəpik (at most 2 000 manat). */
export const COMPETITION_FEE_MAX_QEPIK = 200_000;
export const COMPETITION_MAX_VENUES = 10;
export const COMPETITION_MAX_PITCHES_PER_VENUE = 20;
export const COMPETITION_MAX_WINDOWS = 120;
export const COMPETITION_MAX_GROUPS = 16;
/** Goals and cards one result may list. */
export const COMPETITION_MAX_GOAL_EVENTS = 60;
export const COMPETITION_MAX_CARD_EVENTS = 60;
/** Gold and platinum captains' teams enter without paying (the loyalty rules). */
export const FREE_ENTRY_TIERS = ['gold', 'platinum'] as const;
