import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECONCILIATION_BAKU_HOUR } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagePagination } from '../../../../components/page-pagination';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { REPORTS_PAGE_SIZE, useReconciliationReports, useRunReconciliation } from '../api/reconciliation';
import { ReportCard } from '../components/report-card';

const DAILY_TIME = `${String(RECONCILIATION_BAKU_HOUR).padStart(2, '0')}:00`;

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function Reports() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const reports = useReconciliationReports(page);
  const run = useRunReconciliation();
  const items = reports.data?.items ?? [];

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (report) => {
        if (report.mismatch_count === 0) toast.success(t('admin_reconciliation.run_clean'));
        else toast.warning(t('admin_reconciliation.run_mismatches', { count: report.mismatch_count }));
        if (page !== 1) setSearchParams({});
      },
    });

  return (
    <Stack spacing={2.5}>
      <Button
        variant="contained"
        startIcon={<PlayArrowIcon />}
        onClick={runNow}
        loading={run.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="run-reconciliation"
      >
        {t('admin_reconciliation.run')}
      </Button>
      {run.isError && <Alert severity="error">{errorMessage(run.error, t)}</Alert>}
      {reports.isError && (
        <Alert severity="error">
          {t('admin_reconciliation.error')} {errorMessage(reports.error, t)}
        </Alert>
      )}
      {reports.isPending && <Skeleton variant="rounded" height={160} />}
      {reports.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">
          {t('admin_reconciliation.empty', { time: DAILY_TIME })}
        </Typography>
      )}
      <Stack spacing={2} data-testid="reports" sx={{ opacity: reports.isPlaceholderData ? 0.6 : 1 }}>
        {items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </Stack>
      <PagePagination
        count={Math.ceil((reports.data?.total ?? 0) / REPORTS_PAGE_SIZE)}
        page={page}
        onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
      />
    </Stack>
  );
}

/** `/admin/reconciliation`: the latest reports, a run on demand, mismatches listed readably. */
export function AdminReconciliationPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <title>{`${t('admin_reconciliation.page_title')} · ${t('common.app_name')}`}</title>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('admin_reconciliation.page_title')}</Typography>
        <Typography color="text.secondary">
          {t('admin_reconciliation.subtitle', { time: DAILY_TIME })}
        </Typography>
      </Stack>
      <Reports />
    </Stack>
  );
}
