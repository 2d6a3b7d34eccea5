import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryFallback } from '../../../components/query-fallback';
import { toast } from '../../../lib/toast';
import { useMySupportRequests } from '../api/support';
import { SupportRequestForm } from '../components/support-request-form';
import { SupportRequestList } from '../components/support-request-list';
import { contextFromSearch, initialTopic } from '../lib/support-context';

/**
 * `/help`: write to Oyna's support (decision 96), maybe about the payment, transaction or game the
 * player came from (`?about=…&id=…`), and the player's requests with Oyna's answers.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [context, setContext] = useState(() => contextFromSearch(search));
  const mine = useMySupportRequests();
  return (
    <Stack spacing={3}>
      <PageHeading title={t('support.page_title')} subtitle={t('support.page_subtitle')} />
      <Paper variant="outlined" sx={{ borderRadius: '16px', p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('support.new_title')}
        </Typography>
        <SupportRequestForm
          context={context}
          initialTopic={initialTopic(search, context)}
          onRemoveContext={() => {
            setContext(null);
            setSearch({}, { replace: true });
          }}
          onCreated={(request) => {
            toast.success(t('support.sent'));
            void navigate(`/help/${request.id}`);
          }}
        />
      </Paper>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('support.mine_title')}
        </Typography>
        {!mine.data ? (
          <QueryFallback query={mine} errorTitle={t('support.mine_title')} skeletons={[72, 72]} />
        ) : mine.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('support.mine_empty')}</Typography>
        ) : (
          <SupportRequestList
            items={mine.data.items}
            side="player"
            linkTo={(request) => `/help/${request.id}`}
          />
        )}
      </Stack>
    </Stack>
  );
}
