import { MAX_SECONDARY_POSITIONS, type Position } from '@oyna/shared';
import type { PreferencesForm } from './step-forms';

type Positions = Pick<PreferencesForm, 'primary_position' | 'secondary_positions'>;

/** A new primary position; it leaves the secondary ones if it was among them. */
export function choosePrimary(form: Positions, position: Position): Positions {
  return {
    primary_position: position,
    secondary_positions: form.secondary_positions.filter((each) => each !== position),
  };
}

/**
 * A secondary position added or removed. The primary one is never added, nor a fourth one:
 * the form stays within the rules instead of showing an error after the fact.
 */
export function toggleSecondary(form: Positions, position: Position): Positions {
  const { secondary_positions: secondary } = form;
  if (secondary.includes(position)) {
    return { ...form, secondary_positions: secondary.filter((each) => each !== position) };
  }
  if (position === form.primary_position || secondary.length >= MAX_SECONDARY_POSITIONS) return form;
  return { ...form, secondary_positions: [...secondary, position] };
}
