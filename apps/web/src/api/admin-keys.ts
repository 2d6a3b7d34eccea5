import type { AdminVenueListQuery, AuditLogQuery, UserListQuery } from '@oyna/shared';

/** Query keys of the admin console. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: UserListQuery) => [...adminKeys.users(), 'list', query] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
  userErasure: (id: string) => [...adminKeys.user(id), 'erasure'] as const,
  venues: () => [...adminKeys.all, 'venues'] as const,
  venueList: (query: AdminVenueListQuery) => [...adminKeys.venues(), 'list', query] as const,
  venue: (id: number) => [...adminKeys.venues(), 'detail', id] as const,
  auditLogs: () => [...adminKeys.all, 'audit-log'] as const,
  auditLog: (query: AuditLogQuery) => [...adminKeys.auditLogs(), query] as const,
};
