import { TIEBREAK_CRITERIA_NAMES, type TiebreakOrderName, type TiebreakSettingBody } from '@oyna/shared';

type TiebreakCriterionName = (typeof TIEBREAK_CRITERIA_NAMES)[number];

/** The criteria an organizer orders: every one but lots, which always ends the order. */
export type OrderableCriterion = Exclude<TiebreakCriterionName, 'lots'>;
export const ORDERABLE_CRITERIA = TIEBREAK_CRITERIA_NAMES.filter(
  (criterion): criterion is OrderableCriterion => criterion !== 'lots',
);

/** The tie-break part of the form: a preset, or the organizer's own order. */
export interface TiebreakForm {
  order: TiebreakOrderName;
  /** With `custom`: the chosen criteria in order (lots is added at the end by the engine). */
  criteria: OrderableCriterion[];
  /** With `custom`: head-to-head applied again to the teams it left level. */
  reapplyHeadToHead: boolean;
}

/** A custom order starts as FIFA 2026's, so the organizer edits rather than builds from nothing. */
export const DEFAULT_CUSTOM_CRITERIA: OrderableCriterion[] = [
  'h2h_points',
  'h2h_goal_difference',
  'h2h_goals_for',
  'goal_difference',
  'goals_for',
  'fair_play',
];

/** The criterion at `index` moved one place up (-1) or down (+1); out of range leaves the list. */
export function moveCriterion<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The criteria not yet in the order, to add one. */
export function unusedCriteria(criteria: readonly OrderableCriterion[]): OrderableCriterion[] {
  return ORDERABLE_CRITERIA.filter((criterion) => !criteria.includes(criterion));
}

/** Why the order cannot be sent: none chosen or one twice; null when it is fine (or a preset). */
export function tiebreakProblem(
  form: TiebreakForm,
): 'competition_tiebreak_empty' | 'duplicate_values' | null {
  if (form.order !== 'custom') return null;
  if (form.criteria.length === 0) return 'competition_tiebreak_empty';
  if (new Set(form.criteria).size !== form.criteria.length) return 'duplicate_values';
  return null;
}

/** The setting the API takes: a preset by its name, a custom order with its criteria. */
export function toTiebreakSetting(form: TiebreakForm): TiebreakSettingBody {
  if (form.order !== 'custom') return { order: form.order };
  return { order: 'custom', criteria: [...form.criteria], reapply_head_to_head: form.reapplyHeadToHead };
}

/** The stored setting as the form shows it (lots left out: it always comes last). */
export function fromTiebreakSetting(setting: TiebreakSettingBody): TiebreakForm {
  if (setting.order !== 'custom')
    return { order: setting.order, criteria: [...DEFAULT_CUSTOM_CRITERIA], reapplyHeadToHead: false };
  return {
    order: 'custom',
    criteria: (setting.criteria ?? []).filter(
      (criterion): criterion is OrderableCriterion => criterion !== 'lots',
    ),
    reapplyHeadToHead: setting.reapply_head_to_head ?? false,
  };
}
