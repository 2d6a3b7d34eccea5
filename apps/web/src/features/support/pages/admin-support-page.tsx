import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SUPPORT_STATUSES, type SupportStatus } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AdminPage } from '../../../components/admin/admin-page';
import { QueryFallback } from '../../../components/query-fallback';
import { useSupportQueue } from '../api/support';
import { SupportRequestList } from '../components/support-request-list';

/** `/admin/support`: the players' requests; the open ones VIP first, then the longest waiting (decision 96). */
export function AdminSupportPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupportStatus>('open');
  const queue = useSupportQueue(status);
  return (
    <AdminPage
      title={t('support.admin.title')}
      subtitle={t('support.admin.intro')}
      filters={
        <Stack direction="row">
          <ToggleButtonGroup
            exclusive
            size="small"
            value={status}
            onChange={(_event, next: SupportStatus | null) => {
              if (next) setStatus(next);
            }}
            aria-label={t('support.admin.status')}
          >
            {SUPPORT_STATUSES.map((item) => (
              <ToggleButton key={item} value={item}>
                {t(`support.admin.statuses.${item}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      }
    >
      {!queue.data ? (
        <QueryFallback query={queue} errorTitle={t('support.admin.error')} skeletons={[72, 72, 72]} />
      ) : queue.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('support.admin.empty')}</Typography>
      ) : (
        <SupportRequestList
          items={queue.data.items}
          side="admin"
          linkTo={(request) => `/admin/support/${request.id}`}
        />
      )}
    </AdminPage>
  );
}
