import {
  LOYALTY_TIERS,
  USER_LIST_SORTS,
  USER_ROLES,
  USER_STATUSES,
  type LoyaltyTier,
  type UserListQuery,
  type UserListSort,
  type UserRole,
  type UserStatus,
} from '@oyna/shared';
import { chosenFilters } from '../../../../lib/chosen-filters';
import { defineListParams, param, type ListState } from '../../../../lib/list-params';

export const USERS_PAGE_SIZE = 20;

/** The user list's filters, each under the API's own parameter name. */
export interface UserFilters {
  role?: UserRole;
  tier?: LoyaltyTier;
  status?: UserStatus;
  onboarding_done?: 'true' | 'false';
  created_from?: string;
  created_to?: string;
  sort?: Exclude<UserListSort, 'created_desc'>;
}

/** The search, filters, sort and page of `/admin/users`, kept in the address. */
export const userListParams = defineListParams<UserFilters>({
  role: { name: 'role', codec: param.oneOf(USER_ROLES) },
  tier: { name: 'tier', codec: param.oneOf(LOYALTY_TIERS) },
  status: { name: 'status', codec: param.oneOf(USER_STATUSES) },
  onboarding_done: { name: 'onboarding_done', codec: param.oneOf(['true', 'false'] as const) },
  created_from: { name: 'created_from', codec: param.day() },
  created_to: { name: 'created_to', codec: param.day() },
  // The API's default order (newest first) stays out of the address.
  sort: {
    name: 'sort',
    codec: param.oneOf(
      USER_LIST_SORTS.filter((sort) => sort !== 'created_desc') as Exclude<UserListSort, 'created_desc'>[],
    ),
  },
});

/** Two days in order: a "from" after the "to" is read as the same range the right way round. */
export function orderedDays(
  from: string | undefined,
  to: string | undefined,
): [string | undefined, string | undefined] {
  return from !== undefined && to !== undefined && from > to ? [to, from] : [from, to];
}

/** The `GET /users` query of what the address says. */
export function toUserListQuery(state: ListState<UserFilters>): UserListQuery {
  const [from, to] = orderedDays(state.created_from, state.created_to);
  return {
    page: state.page,
    page_size: USERS_PAGE_SIZE,
    ...chosenFilters(state, ['role', 'tier', 'status', 'onboarding_done', 'sort']),
    ...chosenFilters({ search: state.search.trim(), created_from: from, created_to: to }),
  };
}
