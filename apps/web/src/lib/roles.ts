import type { UserRole } from '@oyna/shared';

/** Organizers and admins publish and run games (the API checks it again on every call). */
export function canOrganize(role: UserRole | null | undefined): boolean {
  return role === 'organizer' || role === 'admin';
}
