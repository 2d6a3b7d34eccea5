import type { TFunction } from 'i18next';
import type { EditLock } from '../../lib/competition-edit';

/** The sentence under a field that may no longer change, saying why. */
export function lockNote(lock: EditLock | null | undefined, t: TFunction): string | undefined {
  return lock ? t(`competitions.edit.lock_${lock}`) : undefined;
}
