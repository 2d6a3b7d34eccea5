import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DevOutboxMessage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDevOutbox, useDevOutboxMessage } from '../api/dev-outbox';

/** Links in a text message, made clickable (the reset link of an email's text part, a push's page). */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <Typography
      component="pre"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
    >
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <Link key={index} href={part}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

function MessageView({ message }: { message: DevOutboxMessage }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="article" aria-labelledby="dev-outbox-subject">
      <Typography id="dev-outbox-subject" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {message.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`dev_outbox.channel.${message.channel}`)} · {message.recipient} ·{' '}
        {formatDateTime(new Date(message.created_at), currentLanguage())}
      </Typography>
      {message.html ? (
        // No scripts, no same origin: the email's HTML cannot reach the app or its session.
        <Box
          component="iframe"
          title={t('dev_outbox.html_frame', { subject: message.subject })}
          sandbox=""
          srcDoc={message.html}
          sx={{
            width: '100%',
            height: 420,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: '#fff',
          }}
        />
      ) : null}
      <Box>
        {message.html ? (
          <Typography variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
            {t('dev_outbox.text_part')}
          </Typography>
        ) : null}
        <TextWithLinks text={message.text} />
      </Box>
    </Stack>
  );
}

/**
 * `/dev/outbox` and `/dev/outbox/:id` (development only, decision 50): the messages this server kept
 * instead of sending, newest first, and one of them.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const { id = null } = useParams();
  const list = useDevOutbox();
  const message = useDevOutboxMessage(id);
  const language = currentLanguage();

  return (
    <Paper
      component="section"
      elevation={0}
      aria-labelledby="dev-outbox-title"
      sx={{
        width: '100%',
        maxWidth: 960,
        p: { xs: 2, sm: 4 },
        border: 1,
        borderColor: 'divider',
        borderRadius: '24px',
      }}
    >
      <title>{`${t('dev_outbox.title')} · ${t('common.app_name')}`}</title>
      <Typography id="dev-outbox-title" variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('dev_outbox.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('dev_outbox.intro')}
      </Typography>

      {list.isError ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('dev_outbox.unavailable')}
        </Alert>
      ) : list.isPending ? (
        <PageLoader />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 3 }}>
          <Box component="nav" aria-label={t('dev_outbox.list_label')} sx={{ flex: { md: '0 0 320px' } }}>
            {list.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('dev_outbox.empty')}</Typography>
            ) : (
              <List disablePadding>
                {list.data.items.map((item) => (
                  <ListItemButton
                    key={item.id}
                    component={RouterLink}
                    to={`/dev/outbox/${item.id}`}
                    selected={item.id === id}
                    aria-current={item.id === id ? 'page' : undefined}
                    sx={{ borderRadius: 2, alignItems: 'flex-start' }}
                  >
                    <ListItemText
                      primary={item.subject}
                      secondary={
                        <>
                          <Chip
                            component="span"
                            size="small"
                            label={t(`dev_outbox.channel.${item.channel}`)}
                            sx={{ mr: 1 }}
                          />
                          {item.recipient} · {formatDateTime(new Date(item.created_at), language)}
                        </>
                      }
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {id === null ? (
              list.data.items.length > 0 ? (
                <Typography color="text.secondary">{t('dev_outbox.pick')}</Typography>
              ) : null
            ) : message.isError ? (
              <Alert severity="warning">{t('dev_outbox.not_found')}</Alert>
            ) : message.data ? (
              <MessageView message={message.data} />
            ) : (
              <PageLoader />
            )}
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
