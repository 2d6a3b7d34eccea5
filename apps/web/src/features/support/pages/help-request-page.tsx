import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryFallback } from '../../../components/query-fallback';
import { errorMessage } from '../../../lib/api-error';
import { usePostSupportMessage, useSupportThread } from '../api/support';
import { SupportRequestHeader } from '../components/support-request-header';
import { SupportThread } from '../components/support-thread';

/** `/help/:id`: one of my requests, Oyna's answers, and my next word (it opens a closed request again). */
export function HelpRequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const thread = useSupportThread(id);
  const post = usePostSupportMessage(id);
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button component={Link} to="/help" startIcon={<ArrowBackIcon />} size="small">
          {t('support.back')}
        </Button>
      </Stack>
      {!thread.data ? (
        <>
          <PageHeading title={t('support.page_title')} />
          <QueryFallback query={thread} errorTitle={t('support.not_found')} skeletons={[48, 120, 120]} />
        </>
      ) : (
        <>
          <PageHeading
            title={t('support.thread_title', { topic: t(`support.topics.${thread.data.request.topic}`) })}
          />
          <SupportRequestHeader request={thread.data.request} side="player" />
          <Paper variant="outlined" sx={{ borderRadius: '16px', p: { xs: 2, sm: 3 } }}>
            <SupportThread
              messages={thread.data.messages}
              side="player"
              busy={post.isPending}
              error={post.isError ? errorMessage(post.error, t) : null}
              composerLabel={t('support.reply_label')}
              sendLabel={t('support.send')}
              onSend={(body, done) => post.mutate(body, { onSuccess: done })}
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
