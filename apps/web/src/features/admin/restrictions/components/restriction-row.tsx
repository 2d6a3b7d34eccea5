import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RELIABILITY_POLICY, type AdminRestriction } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AdminRow } from '../../../../components/admin/admin-row';
import { formatBakuDateTime } from '../../../../lib/baku-time';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

/** One restriction: whose, which kind, its period and why, who lifted it, and the lift button while in force. */
export function RestrictionRow({ item, onLift }: { item: AdminRestriction; onLift: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <AdminRow
      data-testid="restriction-row"
      columns={{ xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr) auto' }}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/players/${item.user.id}`}
          sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}
        >
          {item.user.full_name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip
            size="small"
            color={item.kind === 'booking_blocked' ? 'error' : 'warning'}
            variant="outlined"
            label={t(`admin_restrictions.kind.${item.kind}`)}
          />
          {!item.in_force ? (
            <Chip
              size="small"
              variant="outlined"
              label={t(item.lifted_at ? 'admin_restrictions.state.lifted' : 'admin_restrictions.state.ended')}
            />
          ) : null}
        </Stack>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          {t('admin_restrictions.period', {
            from: formatBakuDateTime(new Date(item.starts_at), language),
            until: formatBakuDateTime(new Date(item.ends_at), language),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin_restrictions.reason', {
            weight: formatNumber(item.weight, language),
            days: RELIABILITY_POLICY.windowDays,
          })}
        </Typography>
        {item.lifted_at ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('admin_restrictions.lifted', {
              name: item.lifted_by?.full_name ?? '—',
              at: formatBakuDateTime(new Date(item.lifted_at), language),
              reason: item.lift_reason ?? '',
            })}
          </Typography>
        ) : null}
      </Box>
      {item.in_force ? (
        <Button variant="outlined" onClick={onLift} data-testid="restriction-lift">
          {t('admin_restrictions.lift')}
        </Button>
      ) : (
        <span />
      )}
    </AdminRow>
  );
}
