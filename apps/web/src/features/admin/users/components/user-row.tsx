import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserListItem } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { AdminRow } from '../../../../components/admin/admin-row';
import { avatarLetter } from '../../../../components/layouts/nav-items';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

/** One account: who, how to reach them, role, state, tier, and the button that opens it. */
export function UserRow({ user, onOpen }: { user: UserListItem; onOpen: () => void }) {
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
