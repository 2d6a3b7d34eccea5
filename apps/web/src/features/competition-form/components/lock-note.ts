import type { TFunction } from 'i18next';
import type { EditLock } from '../lib/competition-edit';

/** The sentence under a field that may no longer change, saying why. */
export function lockNote(lock: EditLock | null | undefined, t: TFunction): string | undefined {
  return lock ? t(`competitions.edit.lock_${lock}`) : undefined;
}

/** A shut field's note keeps the readable colour of a hint (MUI greys a disabled field's helper text). */
export const LOCK_NOTE_SLOT = { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } as const;
