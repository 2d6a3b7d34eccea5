import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { RECONCILIATION_BAKU_HOUR } from '@oyna/shared';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { AdminList } from '../../../../components/admin/admin-list';
import { AdminPage } from '../../../../components/admin/admin-page';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { REPORTS_PAGE_SIZE, useReconciliationReports, useRunReconciliation } from '../api/reconciliation';
import { ReportCard } from '../components/report-card';
import { WhatsAppUsageCard } from '../components/whatsapp-usage-card';

const DAILY_TIME = `${String(RECONCILIATION_BAKU_HOUR).padStart(2, '0')}:00`;

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** `/admin/reconciliation`: the latest reports, a run on demand, mismatches listed readably. */
export function AdminReconciliationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const reports = useReconciliationReports(page);
  const run = useRunReconciliation();

  const runNow = () =>
    run.mutate(undefined, {
      onSuccess: (report) => {
        if (report.mismatch_count === 0) toast.success(t('admin_reconciliation.run_clean'));
        else toast.warning(t('admin_reconciliation.run_mismatches', { count: report.mismatch_count }));
        if (page !== 1) setSearchParams({});
      },
    });

  return (
    <AdminPage
      title={t('admin_reconciliation.page_title')}
      subtitle={t('admin_reconciliation.subtitle', { time: DAILY_TIME })}
      action={
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          onClick={runNow}
          loading={run.isPending}
          data-testid="run-reconciliation"
        >
          {t('admin_reconciliation.run')}
        </Button>
      }
    >
      {run.isError && <Alert severity="error">{errorMessage(run.error, t)}</Alert>}
      <WhatsAppUsageCard />
      <AdminList
        query={reports}
        skeletonRows={2}
        errorTitle={t('admin_reconciliation.error')}
        emptyText={t('admin_reconciliation.empty', { time: DAILY_TIME })}
        listTestId="reports"
        renderItem={(report) => <ReportCard key={report.id} report={report} />}
        pages={{
          count: Math.ceil((reports.data?.total ?? 0) / REPORTS_PAGE_SIZE),
          page,
          onChange: (next) => setSearchParams(next > 1 ? { page: String(next) } : {}),
        }}
      />
    </AdminPage>
  );
}
