import type { ReactNode } from 'react';
import { RoleOnly } from './role-only';

/** Organizer pages: a player who follows a link here is told so (the API refuses them anyway). */
export function OrganizerOnly({ children }: { children: ReactNode }) {
  return <RoleOnly who="organizer">{children}</RoleOnly>;
}
