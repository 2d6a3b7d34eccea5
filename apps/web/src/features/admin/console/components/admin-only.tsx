import type { ReactNode } from 'react';
import { RoleOnly } from '../../../../components/guards/role-only';

/** The admin console: anyone else who follows a link here is told so (the API refuses them anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  return <RoleOnly who="admin">{children}</RoleOnly>;
}
