import { EngineInputError } from '@oyna/shared';

export const COMPETITION_ERROR_CODES = [
  'too_few_teams',
  'duplicate_team',
  'unknown_team',
  'team_plays_itself',
  'invalid_score',
  'invalid_cards',
  'invalid_points',
  'invalid_tiebreak_order',
  'team_in_two_groups',
  'match_across_groups',
  'invalid_group_count',
  'invalid_strength',
  'invalid_qualifiers',
  'unknown_match',
  'duplicate_match',
  'duplicate_result',
  'draw_needs_penalties',
  'invalid_penalties',
  'unknown_pitch',
  'duplicate_pitch',
  'invalid_time',
  'invalid_window',
  'invalid_duration',
  'unknown_feeder',
  'feeder_cycle',
] as const;
export type CompetitionErrorCode = (typeof COMPETITION_ERROR_CODES)[number];

/**
 * Bad input to the competition engine; `code` is stable for the API to map to a 4xx, `subject`
 * names the team, match or pitch the problem is about, when there is one.
 */
export class CompetitionError extends EngineInputError<CompetitionErrorCode> {
  override readonly name = 'CompetitionError';
}
