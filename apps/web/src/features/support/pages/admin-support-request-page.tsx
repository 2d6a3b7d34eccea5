import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryFallback } from '../../../components/query-fallback';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { usePostSupportMessage, useSetSupportStatus, useSupportThread } from '../api/support';
import { SupportRequestHeader } from '../components/support-request-header';
import { SupportThread } from '../components/support-thread';

/** `/admin/support/:id`: a player's request, the answer (told to the player, audited), close or open again. */
export function AdminSupportRequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const thread = useSupportThread(id);
  const post = usePostSupportMessage(id);
  const setStatus = useSetSupportStatus(id);
  const request = thread.data?.request;
  const next = request?.status === 'closed' ? 'open' : 'closed';
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button component={Link} to="/admin/support" startIcon={<ArrowBackIcon />} size="small">
          {t('support.admin.back')}
        </Button>
      </Stack>
      {!thread.data || !request ? (
        <>
          <PageHeading title={t('support.admin.title')} />
          <QueryFallback query={thread} errorTitle={t('support.not_found')} skeletons={[48, 120, 120]} />
        </>
      ) : (
        <>
          <PageHeading
            title={t('support.thread_title', { topic: t(`support.topics.${request.topic}`) })}
            actions={
              <Button
                variant="outlined"
                disabled={setStatus.isPending}
                onClick={() =>
                  setStatus.mutate(next, {
                    onSuccess: () =>
                      toast.success(
                        t(next === 'closed' ? 'support.admin.closed_done' : 'support.admin.reopened_done'),
                      ),
                    onError: (error) => toast.error(errorMessage(error, t)),
                  })
                }
              >
                {t(next === 'closed' ? 'support.admin.close' : 'support.admin.reopen')}
              </Button>
            }
          />
          <SupportRequestHeader request={request} side="admin" />
          <Paper variant="outlined" sx={{ borderRadius: '16px', p: { xs: 2, sm: 3 } }}>
            <SupportThread
              messages={thread.data.messages}
              side="admin"
              busy={post.isPending}
              error={post.isError ? errorMessage(post.error, t) : null}
              composerLabel={t('support.admin.reply_label')}
              sendLabel={t('support.admin.reply_send')}
              onSend={(body, done) =>
                post.mutate(body, {
                  onSuccess: () => {
                    done();
                    toast.success(t('support.admin.answered_done'));
                  },
                })
              }
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
