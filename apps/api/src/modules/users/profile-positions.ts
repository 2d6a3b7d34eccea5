import { type Language, type ProfileUpdate, fieldMessage, secondaryPositionsProblem } from '@oyna/shared';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';

/**
 * Refuses a profile change (400 `validation_failed` on `secondary_positions`) whose secondary
 * positions do not fit the primary one as both will be after it: a field not sent keeps the
 * stored value. Serves the player's own change and an admin's.
 */
export function assertPositionsAfterChange(
  changes: ProfileUpdate,
  stored: Pick<UserRow, 'primaryPosition' | 'secondaryPositions'>,
  language: Language,
): void {
  const problem = secondaryPositionsProblem(
    changes.primary_position ?? stored.primaryPosition,
    changes.secondary_positions ?? stored.secondaryPositions,
  );
  if (problem) {
    throw new AppError('validation_failed', 400, {
      fields: { secondary_positions: fieldMessage(problem, language) },
    });
  }
}
