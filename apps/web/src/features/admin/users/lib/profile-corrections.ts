import type { ManagedUser, UserPatchInput } from '@oyna/shared';

/** The fields an admin corrects in the user dialog, as typed. */
export interface CorrectionDraft {
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone: string;
  birth_date: string;
}

export function draftOf(user: ManagedUser): CorrectionDraft {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    middle_name: user.middle_name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    birth_date: user.birth_date ?? '',
  };
}

/**
 * Only the fields that differ from the account (trimmed), so the audit log lists what was really
 * corrected; an emptied middle name is sent as removed, other fields cannot be emptied here.
 */
export function profileCorrections(user: ManagedUser, draft: CorrectionDraft): UserPatchInput {
  const before = draftOf(user);
  const patch: UserPatchInput = {};
  const changed = (key: keyof CorrectionDraft) => draft[key].trim() !== before[key].trim();
  if (changed('first_name')) patch.first_name = draft.first_name.trim();
  if (changed('last_name')) patch.last_name = draft.last_name.trim();
  if (changed('middle_name')) patch.middle_name = draft.middle_name.trim() || null;
  if (changed('email') && draft.email.trim()) patch.email = draft.email.trim();
  if (changed('phone') && draft.phone.trim()) patch.phone = draft.phone.trim();
  if (changed('birth_date') && draft.birth_date) patch.birth_date = draft.birth_date;
  return patch;
}
