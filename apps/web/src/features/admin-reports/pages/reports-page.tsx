import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AdminList } from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { type ReportStatus, useDecideReport, useMessageReports } from '../api/reports';
import { ReportCard } from '../components/report-card';

/** `/admin/reports`: reported chat messages, the oldest open first; hide or keep (decision 95). */
export function ReportsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useMessageReports(status);
  const decide = useDecideReport();
  return (
    <AdminPage
      title={t('conversation_safety.admin.title')}
      subtitle={t('conversation_safety.admin.intro')}
      filters={
        <Stack direction="row" sx={{ mb: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={status}
            onChange={(_event, next: ReportStatus | null) => {
              if (next) setStatus(next);
            }}
            aria-label={t('conversation_safety.admin.status')}
          >
            <ToggleButton value="open">{t('conversation_safety.admin.open')}</ToggleButton>
            <ToggleButton value="decided">{t('conversation_safety.admin.decided')}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      }
    >
      <AdminList
        query={{ ...reports, isPlaceholderData: false }}
        errorTitle={t('conversation_safety.admin.error')}
        emptyText={
          status === 'open'
            ? t('conversation_safety.admin.empty')
            : t('conversation_safety.admin.empty_decided')
        }
        skeletonRows={2}
        listTestId="message-reports"
        renderItem={(report) => (
          <ReportCard
            key={report.id}
            report={report}
            busy={decide.isPending}
            onDecide={(decision) =>
              decide.mutate(
                { id: report.id, decision },
                {
                  onSuccess: () =>
                    toast.success(
                      t(
                        decision === 'hide'
                          ? 'conversation_safety.admin.hidden_done'
                          : 'conversation_safety.admin.kept_done',
                      ),
                    ),
                  onError: (error) => toast.error(errorMessage(error, t)),
                },
              )
            }
          />
        )}
      />
    </AdminPage>
  );
}
