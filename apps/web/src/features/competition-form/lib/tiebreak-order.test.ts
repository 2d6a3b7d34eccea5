import { tiebreakSettingSchema } from '@oyna/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOM_CRITERIA,
  fromTiebreakSetting,
  moveCriterion,
  tiebreakProblem,
  toTiebreakSetting,
  unusedCriteria,
} from './tiebreak-order';

describe('a custom tie-break order', () => {
  it('moves a criterion one place up or down, and not past either end', () => {
    const list = ['goal_difference', 'goals_for', 'wins'] as const;
    expect(moveCriterion(list, 1, -1)).toEqual(['goals_for', 'goal_difference', 'wins']);
    expect(moveCriterion(list, 1, 1)).toEqual(['goal_difference', 'wins', 'goals_for']);
    expect(moveCriterion(list, 0, -1)).toEqual(list);
    expect(moveCriterion(list, 2, 1)).toEqual(list);
  });

  it('is valid with at least one criterion, each once; a preset is always valid', () => {
    const custom = { order: 'custom' as const, criteria: [], reapplyHeadToHead: false };
    expect(tiebreakProblem(custom)).toBe('competition_tiebreak_empty');
    expect(tiebreakProblem({ ...custom, criteria: ['wins', 'wins'] })).toBe('duplicate_values');
    expect(tiebreakProblem({ ...custom, criteria: ['wins', 'goals_for'] })).toBeNull();
    expect(tiebreakProblem({ ...custom, order: 'fifa_2018' })).toBeNull();
  });

  it('is sent as the contract takes it, and read back the same (lots left implicit)', () => {
    const form = {
      order: 'custom' as const,
      criteria: ['wins' as const, 'h2h_points' as const],
      reapplyHeadToHead: true,
    };
    const setting = toTiebreakSetting(form);
    expect(setting).toEqual({
      order: 'custom',
      criteria: ['wins', 'h2h_points'],
      reapply_head_to_head: true,
    });
    expect(tiebreakSettingSchema.safeParse(setting).success).toBe(true);
    expect(fromTiebreakSetting({ ...setting, criteria: ['wins', 'h2h_points', 'lots'] })).toEqual(form);
    expect(toTiebreakSetting({ ...form, order: 'fifa_2026' })).toEqual({ order: 'fifa_2026' });
  });

  it('starts a custom order from FIFA 2026 and offers only the criteria not yet used', () => {
    expect(fromTiebreakSetting({ order: 'fifa_2018' }).criteria).toEqual(DEFAULT_CUSTOM_CRITERIA);
    const left = unusedCriteria(DEFAULT_CUSTOM_CRITERIA);
    expect(left).toEqual(['h2h_away_goals_for', 'away_goals_for', 'wins']);
    expect(left).not.toContain('lots');
  });
});
