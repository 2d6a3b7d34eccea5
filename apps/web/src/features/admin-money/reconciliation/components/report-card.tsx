import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReconciliationMismatch, ReconciliationReport } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AdminRow } from '../../../../components/admin/admin-row';
import { CaptionLines } from '../../../../components/admin/caption-lines';
import { formatDateTime, formatLongDate, formatManat } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

const shortId = (id: string) => id.slice(0, 8);

type TotalKey = 'wallets_total' | 'ledger_total' | 'topups_credited' | 'payments_confirmed';

function MismatchRow({ mismatch }: { mismatch: ReconciliationMismatch }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const who = mismatch.user_name
    ? t('admin_reconciliation.player', { name: mismatch.user_name })
    : mismatch.user_id && t('admin_reconciliation.player_unknown', { id: shortId(mismatch.user_id) });
  const refs = [
    mismatch.payment_id && t('admin_reconciliation.payment', { id: mismatch.payment_id }),
    mismatch.ledger_entry_id && t('admin_reconciliation.ledger_entry', { id: mismatch.ledger_entry_id }),
  ];
  return (
    <Stack
      component="li"
      data-testid="mismatch"
      data-kind={mismatch.kind}
      sx={{ listStyle: 'none', py: 1.25, borderTop: 1, borderColor: 'divider', gap: 0.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t(`admin_reconciliation.kinds.${mismatch.kind}`)}
      </Typography>
      <Typography variant="body2">
        {t('admin_reconciliation.expected_actual', {
          expected: formatManat(mismatch.expected, language),
          actual: formatManat(mismatch.actual, language),
        })}
      </Typography>
      {who && <Typography variant="body2">{who}</Typography>}
      <CaptionLines lines={refs} />
      {mismatch.user_id && (
        <Link
          component={RouterLink}
          to={`/admin/money?user=${mismatch.user_id}${mismatch.payment_id ? '&tab=payments' : ''}`}
          variant="body2"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin_reconciliation.open_player')}
        </Link>
      )}
    </Stack>
  );
}

/** One reconciliation report: when and by whom, the totals compared, and each mismatch readably. */
export function ReportCard({ report }: { report: ReconciliationReport }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const clean = report.mismatch_count === 0;
  const title =
    report.trigger === 'scheduled' && report.day
      ? t('admin_reconciliation.scheduled', {
          day: formatLongDate(new Date(`${report.day}T00:00:00Z`), language),
        })
      : report.started_by?.full_name
        ? t('admin_reconciliation.manual', { name: report.started_by.full_name })
        : t('admin_reconciliation.manual_unknown');
  const totals: [TotalKey, number][] = [
    ['wallets_total', report.wallets_total],
    ['ledger_total', report.ledger_total],
    ['topups_credited', report.topups_credited],
    ['payments_confirmed', report.payments_confirmed],
  ];
  const notListed = report.mismatch_count - report.mismatches.length;
  return (
    <AdminRow data-testid="report" data-clean={String(clean)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(new Date(report.created_at), language)} ·{' '}
            {t('admin_reconciliation.totals.wallet_count', { count: report.wallet_count })}
          </Typography>
        </Box>
        <Chip
          icon={clean ? <CheckCircleOutlineIcon /> : <ErrorOutlineIcon />}
          color={clean ? 'success' : 'error'}
          variant="outlined"
          label={
            clean
              ? t('admin_reconciliation.clean')
              : t('admin_reconciliation.mismatches', { count: report.mismatch_count })
          }
          data-testid="report-status"
        />
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: 1.5,
        }}
      >
        {totals.map(([key, amount]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`admin_reconciliation.totals.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {formatManat(amount, language)}
            </Typography>
          </Box>
        ))}
      </Box>
      {report.mismatches.length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0, mt: 2 }}>
          {report.mismatches.map((mismatch, index) => (
            <MismatchRow
              key={`${mismatch.kind}-${mismatch.user_id}-${mismatch.payment_id}-${index}`}
              mismatch={mismatch}
            />
          ))}
        </Box>
      )}
      {notListed > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="not-listed">
          {t('admin_reconciliation.not_listed', { count: notListed })}
        </Typography>
      )}
    </AdminRow>
  );
}
