import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RELIABILITY_POLICY,
  RESTRICTION_KINDS,
  RESTRICTION_STATES,
  type AdminRestriction,
  type RestrictionKind,
  type RestrictionState,
} from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../../components/errors/error-state';
import { PagePagination } from '../../../../components/page-pagination';
import { usePageCount, useUrlListState } from '../../../../hooks/use-url-list-state';
import { formatBakuDateTime } from '../../../../lib/baku-time';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { defineListParams, param } from '../../../../lib/list-params';
import { formatPercent } from '../../../../components/reliability/organizer-warning';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminRow } from '../../../../components/admin/admin-row';
import { LiftRestrictionDialog } from '../components/lift-restriction-dialog';
import { useAdminRestrictions, useOrganizerFlags } from '../api/restrictions';

const PAGE_SIZE = 20;
/** The state (in force unless the address says otherwise), the kind and the page live in the address. */
const restrictionParams = defineListParams<{
  state: Exclude<RestrictionState, 'in_force'>;
  kind: RestrictionKind;
}>({
  state: { name: 'state', codec: param.oneOf(['lifted', 'ended', 'all'] as const) },
  kind: { name: 'kind', codec: param.oneOf(RESTRICTION_KINDS) },
});

function RestrictionRow({ item, onLift }: { item: AdminRestriction; onLift: () => void }) {
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

function OrganizerFlags() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const flags = useOrganizerFlags();
  const limit = formatPercent(RELIABILITY_POLICY.organizerCancellationRateLimit, language);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '20px' }}
      data-testid="organizer-flags"
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {t('admin_restrictions.flags_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin_restrictions.flags_intro', {
          limit,
          days: RELIABILITY_POLICY.organizerWindowDays,
          min: RELIABILITY_POLICY.organizerMinGames,
        })}
      </Typography>
      {flags.isError ? (
        <ErrorState
          title={t('admin_restrictions.error')}
          error={flags.error}
          onRetry={() => void flags.refetch()}
        />
      ) : !flags.data ? (
        <Skeleton variant="rounded" height={48} />
      ) : flags.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('admin_restrictions.flags_empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {flags.data.items.map((flag) => (
            <Box
              component="li"
              key={flag.organizer.id}
              data-testid="organizer-flag"
              sx={{
                listStyle: 'none',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                justifyContent: 'space-between',
              }}
            >
              <Typography
                component={RouterLink}
                to={`/players/${flag.organizer.id}`}
                sx={{ fontWeight: 700, color: 'text.primary' }}
              >
                {flag.organizer.full_name}
              </Typography>
              <Typography color="warning.main" sx={{ fontWeight: 700 }}>
                {t('admin_restrictions.flag', {
                  cancelled: flag.cancelled,
                  games: flag.games,
                  rate: formatPercent(flag.rate, language),
                })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

function RestrictionsDesk() {
  const { t } = useTranslation();
  const list = useUrlListState(restrictionParams);
  const state: RestrictionState = list.state.state ?? 'in_force';
  const kind = list.state.kind;
  const page = list.state.page;
  const restrictions = useAdminRestrictions({ state, ...(kind && { kind }), page, page_size: PAGE_SIZE });
  const pageCount = usePageCount(list, restrictions);
  const [lifting, setLifting] = useState<AdminRestriction | null>(null);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('admin_restrictions.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin_restrictions.intro')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="restriction-state-label">{t('admin_restrictions.filters.state')}</InputLabel>
          <Select
            labelId="restriction-state-label"
            label={t('admin_restrictions.filters.state')}
            value={state}
            data-testid="restriction-state"
            onChange={(event) => {
              const value = event.target.value as RestrictionState;
              list.update({ state: value === 'in_force' ? undefined : value });
            }}
          >
            {RESTRICTION_STATES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`admin_restrictions.state.${name}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="restriction-kind-label" shrink>
            {t('admin_restrictions.filters.kind')}
          </InputLabel>
          <Select
            labelId="restriction-kind-label"
            label={t('admin_restrictions.filters.kind')}
            value={kind ?? ''}
            displayEmpty
            notched
            onChange={(event) => {
              const value: string = event.target.value;
              list.update({ kind: value === '' ? undefined : (value as RestrictionKind) });
            }}
          >
            <MenuItem value="">{t('admin_restrictions.filters.all_kinds')}</MenuItem>
            {RESTRICTION_KINDS.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`admin_restrictions.kind.${name}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <AdminList
        query={restrictions}
        errorTitle={t('admin_restrictions.error')}
        emptyText={t('admin_restrictions.empty')}
        skeletonRows={3}
        renderItem={(item) => <RestrictionRow key={item.id} item={item} onLift={() => setLifting(item)} />}
      />
      <PagePagination count={pageCount} page={page} onChange={(next) => list.update({ page: next })} />
      <OrganizerFlags />
      {lifting ? <LiftRestrictionDialog restriction={lifting} onClose={() => setLifting(null)} /> : null}
    </Stack>
  );
}

/** `/admin/restrictions`: the no-show policy's restrictions (list, lift with a reason) and organizers flagged for cancelling. */
export function RestrictionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('admin_restrictions.title')} · ${t('common.app_name')}`}</title>
      <RestrictionsDesk />
    </>
  );
}
