import { CompetitionError } from '../errors.js';
import { TIEBREAK_CRITERIA, type TiebreakCriterion, type TiebreakSetting } from './types.js';

export interface ResolvedOrder {
  criteria: readonly TiebreakCriterion[];
  reapplyHeadToHead: boolean;
}

const HEAD_TO_HEAD = ['h2h_points', 'h2h_goal_difference', 'h2h_goals_for'] as const;

/** FIFA World Cup 2026 (and UEFA's finals): head-to-head first, applied again to those still tied. */
export const FIFA_2026_ORDER: ResolvedOrder = {
  criteria: [...HEAD_TO_HEAD, 'goal_difference', 'goals_for', 'fair_play', 'lots'],
  reapplyHeadToHead: true,
};

/** FIFA World Cups 2018 and 2022: overall goal difference and goals first. */
export const FIFA_2018_ORDER: ResolvedOrder = {
  criteria: ['goal_difference', 'goals_for', ...HEAD_TO_HEAD, 'fair_play', 'lots'],
  reapplyHeadToHead: false,
};

export function isHeadToHead(criterion: TiebreakCriterion): boolean {
  return criterion.startsWith('h2h_');
}

/** The setting as a checked list of criteria ending in `lots` (added when a custom order omits it). */
export function resolveTiebreakOrder(setting: TiebreakSetting): ResolvedOrder {
  if (setting.order === 'fifa_2026') return FIFA_2026_ORDER;
  if (setting.order === 'fifa_2018') return FIFA_2018_ORDER;
  const seen = new Set<TiebreakCriterion>();
  setting.criteria.forEach((criterion, i) => {
    if (!(TIEBREAK_CRITERIA as readonly string[]).includes(criterion)) {
      throw new CompetitionError('invalid_tiebreak_order', `Unknown tie-break criterion ${criterion}`);
    }
    if (seen.has(criterion)) {
      throw new CompetitionError('invalid_tiebreak_order', `Tie-break criterion ${criterion} twice`);
    }
    if (criterion === 'lots' && i !== setting.criteria.length - 1) {
      throw new CompetitionError('invalid_tiebreak_order', 'Drawing lots must be the last criterion');
    }
    seen.add(criterion);
  });
  const criteria = seen.has('lots') ? [...setting.criteria] : [...setting.criteria, 'lots' as const];
  return { criteria, reapplyHeadToHead: setting.reapplyHeadToHead };
}
