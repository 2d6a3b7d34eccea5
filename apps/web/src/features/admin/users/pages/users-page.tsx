import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOYALTY_TIERS, USER_LIST_SORTS, USER_ROLES, USER_STATUSES, type UserListItem } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '../../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../../hooks/use-url-list-state';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { avatarLetter } from '../../../../components/layouts/nav-items';
import { useAdminUsers } from '../../../../api/admin-users';
import { DayFilter, FilterBar, SelectFilter } from '../../../../components/admin/filter-bar';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminRow } from '../../../../components/admin/admin-row';
import { UserDialog } from '../components/user-dialog';
import { toUserListQuery, userListParams } from '../lib/user-list-params';

/** One account: who, how to reach them, role, state, tier, and the button that opens it. */
function UserRow({ user, onOpen }: { user: UserListItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const account = user.account;
  return (
    <AdminRow
      data-testid="admin-user"
      data-user-id={user.id}
      columns={{ xs: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 2fr) minmax(0, 2fr) auto' }}
    >
      <Avatar src={user.photo_url ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
        {avatarLetter(user.first_name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="admin-user-name">
          {user.full_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[account?.email, account?.phone].filter(Boolean).join(' · ') || t('common.not_given')}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {account ? (
          <>
            <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mb: 0.5 }}>
              <Chip size="small" label={t(`admin.roles.${account.role}`)} data-testid="admin-user-role" />
              <Chip
                size="small"
                color={account.status === 'blocked' ? 'error' : 'success'}
                variant="outlined"
                label={t(`admin.users.statuses.${account.status}`)}
                data-testid="admin-user-status"
              />
              <Chip size="small" variant="outlined" label={t(`wallet.tier.names.${account.tier}`)} />
              {account.onboarding_done ? null : (
                <Chip
                  size="small"
                  variant="outlined"
                  color="warning"
                  label={t('admin.users.onboarding_pending')}
                />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('admin.users.games_played', {
                count: account.games_played,
                formatted: formatNumber(account.games_played, language),
              })}{' '}
              · {t('admin.users.joined', { date: formatDateTime(new Date(account.created_at), language) })}
            </Typography>
          </>
        ) : null}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Button
          variant="outlined"
          startIcon={<ManageAccountsOutlinedIcon />}
          onClick={onOpen}
          fullWidth
          aria-label={t('admin.users.manage_named', { name: user.full_name })}
          data-testid="admin-user-manage"
        >
          {t('admin.users.manage')}
        </Button>
      </Box>
    </AdminRow>
  );
}

/** `/admin/users`: find accounts by name, email or phone, filter and sort them, and manage one. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const list = useUrlListState(userListParams);
  const { state } = list;
  const users = useAdminUsers(toUserListQuery(state));
  const pageCount = usePageCount(list, users);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Stack spacing={3}>
      <title>{`${t('admin.users.title')} · ${t('common.app_name')}`}</title>
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('admin.users.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.users.subtitle')}</Typography>
      </Box>
      <FilterBar
        search={{
          value: list.searchInput,
          onChange: list.onSearchInput,
          label: t('admin.users.search'),
          testId: 'admin-users-search',
        }}
        activeCount={userListParams.countActive(state)}
        hasActive={userListParams.hasActive(state)}
        onClear={list.clear}
      >
        <SelectFilter
          label={t('admin.users.filters.role')}
          anyLabel={t('admin.filters.any')}
          value={state.role}
          options={USER_ROLES.map((role) => ({ value: role, label: t(`admin.roles.${role}`) }))}
          onChange={(role) => list.update({ role })}
          testId="admin-users-role"
        />
        <SelectFilter
          label={t('admin.users.filters.status')}
          anyLabel={t('admin.filters.any')}
          value={state.status}
          options={USER_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.users.statuses.${status}`),
          }))}
          onChange={(status) => list.update({ status })}
          testId="admin-users-status"
        />
        <SelectFilter
          label={t('admin.users.filters.tier')}
          anyLabel={t('admin.filters.any')}
          value={state.tier}
          options={LOYALTY_TIERS.map((tier) => ({ value: tier, label: t(`wallet.tier.names.${tier}`) }))}
          onChange={(tier) => list.update({ tier })}
          testId="admin-users-tier"
        />
        <SelectFilter
          label={t('admin.users.filters.onboarding')}
          anyLabel={t('admin.filters.any')}
          value={state.onboarding_done}
          options={[
            { value: 'true' as const, label: t('admin.users.filters.onboarding_done') },
            { value: 'false' as const, label: t('admin.users.filters.onboarding_pending') },
          ]}
          onChange={(onboarding_done) => list.update({ onboarding_done })}
          testId="admin-users-onboarding"
        />
        <DayFilter
          label={t('admin.users.filters.created_from')}
          value={state.created_from}
          onChange={(created_from) => list.update({ created_from })}
          testId="admin-users-created-from"
        />
        <DayFilter
          label={t('admin.users.filters.created_to')}
          value={state.created_to}
          onChange={(created_to) => list.update({ created_to })}
          testId="admin-users-created-to"
        />
        <SelectFilter
          label={t('admin.users.filters.sort')}
          anyLabel={t('admin.users.sorts.created_desc')}
          value={state.sort}
          options={USER_LIST_SORTS.filter((sort) => sort !== 'created_desc').map((sort) => ({
            value: sort,
            label: t(`admin.users.sorts.${sort}`),
          }))}
          onChange={(sort) => list.update({ sort })}
          testId="admin-users-sort"
        />
      </FilterBar>
      <AdminList
        query={users}
        errorTitle={t('admin.users.error')}
        emptyText={t('admin.users.empty')}
        countText={(total) => t('admin.users.count', { count: total })}
        countTestId="admin-users-count"
        renderItem={(user) => <UserRow key={user.id} user={user} onOpen={() => setOpenId(user.id)} />}
      />
      <PagePagination count={pageCount} page={state.page} onChange={list.changePage} />
      {openId ? <UserDialog userId={openId} onClose={() => setOpenId(null)} /> : null}
    </Stack>
  );
}
