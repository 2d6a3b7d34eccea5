import type { Competition } from '@oyna/shared';

/** The organizer may still edit or cancel it (not once it is finished or cancelled). */
export function isEditable(competition: Competition): boolean {
  return (
    competition.permissions.edit && competition.status !== 'finished' && competition.status !== 'cancelled'
  );
}
