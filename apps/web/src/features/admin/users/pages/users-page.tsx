import { LOYALTY_TIERS, USER_LIST_SORTS, USER_ROLES, USER_STATUSES } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useAdminUsers } from '../../../../api/admin-users';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminPage } from '../../../../components/admin/admin-page';
import { DayFilter, FilterBar, SelectFilter } from '../../../../components/admin/filter-bar';
import { usePageCount, useUrlListState } from '../../../../hooks/use-url-list-state';
import { UserDialog } from '../components/user-dialog';
import { UserRow } from '../components/user-row';
import { toUserListQuery, userListParams } from '../lib/user-list-params';
import { optionsOf } from '../../../../lib/options';

/** `/admin/users`: find accounts by name, email or phone, filter and sort them, and manage one. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const list = useUrlListState(userListParams);
  const { state } = list;
  const users = useAdminUsers(toUserListQuery(state));
  const pageCount = usePageCount(list, users);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <AdminPage
      title={t('admin.users.title')}
      subtitle={t('admin.users.subtitle')}
      filters={
        <FilterBar list={list} search={{ label: t('admin.users.search'), testId: 'admin-users-search' }}>
          <SelectFilter
            label={t('admin.users.filters.role')}
            {...list.field('role')}
            options={optionsOf(USER_ROLES, (role) => t(`admin.roles.${role}`))}
            testId="admin-users-role"
          />
          <SelectFilter
            label={t('admin.users.filters.status')}
            {...list.field('status')}
            options={optionsOf(USER_STATUSES, (status) => t(`admin.users.statuses.${status}`))}
            testId="admin-users-status"
          />
          <SelectFilter
            label={t('admin.users.filters.tier')}
            {...list.field('tier')}
            options={optionsOf(LOYALTY_TIERS, (tier) => t(`wallet.tier.names.${tier}`))}
            testId="admin-users-tier"
          />
          <SelectFilter
            label={t('admin.users.filters.onboarding')}
            {...list.field('onboarding_done')}
            options={[
              { value: 'true' as const, label: t('admin.users.filters.onboarding_done') },
              { value: 'false' as const, label: t('admin.users.filters.onboarding_pending') },
            ]}
            testId="admin-users-onboarding"
          />
          <DayFilter
            label={t('admin.users.filters.created_from')}
            {...list.field('created_from')}
            testId="admin-users-created-from"
          />
          <DayFilter
            label={t('admin.users.filters.created_to')}
            {...list.field('created_to')}
            testId="admin-users-created-to"
          />
          <SelectFilter
            label={t('admin.users.filters.sort')}
            anyLabel={t('admin.users.sorts.created_desc')}
            {...list.field('sort')}
            options={USER_LIST_SORTS.filter((sort) => sort !== 'created_desc').map((sort) => ({
              value: sort,
              label: t(`admin.users.sorts.${sort}`),
            }))}
            testId="admin-users-sort"
          />
        </FilterBar>
      }
    >
      <AdminList
        query={users}
        errorTitle={t('admin.users.error')}
        emptyText={t('admin.users.empty')}
        countText={(total) => t('admin.users.count', { count: total })}
        countTestId="admin-users-count"
        renderItem={(user) => <UserRow key={user.id} user={user} onOpen={() => setOpenId(user.id)} />}
        pages={{ count: pageCount, page: state.page, onChange: list.changePage }}
      />
      {openId ? <UserDialog userId={openId} onClose={() => setOpenId(null)} /> : null}
    </AdminPage>
  );
}
