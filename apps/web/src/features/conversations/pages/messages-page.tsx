import { UnreadCount } from '../../../components/unread-count';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationListItem } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { QueryFallback } from '../../../components/query-fallback';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { subjectPath, useMyConversations } from '../api/conversation';
import { AnnouncementText } from '../components/announcement-text';

/** A conversation's page (a game's, a team's, a team match's), opened at its chat; a support request's own page. */
const linkOf = (item: ConversationListItem) =>
  item.kind === 'support'
    ? `/help/${item.subject_id}`
    : `${subjectPath({ kind: item.kind, id: item.subject_id })}#conversation`;

/** The last line of a conversation, in a few words. */
function LastLine({ item }: { item: ConversationListItem }) {
  const { t } = useTranslation();
  const last = item.last_message;
  if (!last) return null;
  if (last.kind === 'announcement')
    return (
      <>
        {`${t('conversations.announcement.label')}: `}
        <AnnouncementText message={last} />
      </>
    );
  if (last.kind === 'system' && last.system_key) {
    const name = last.subject ? fullName(last.subject) : t('conversations.system.someone');
    return <>{t(`conversations.system.${last.system_key}`, { name })}</>;
  }
  const author = last.author ? `${last.author.first_name}: ` : '';
  return <>{author + (last.deleted ? t('conversations.deleted') : last.body)}</>;
}

/** `/messages`: my conversations, the latest first, unread ones marked. */
export function MessagesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useMyConversations();
  return (
    <Stack spacing={2}>
      <PageHeading title={t('conversations.page_title')} subtitle={t('conversations.page_subtitle')} />
      {!list.data ? (
        <QueryFallback query={list} errorTitle={t('conversations.page_title')} skeletons={[72, 72, 72]} />
      ) : list.data.items.length === 0 ? (
        <Typography color="text.secondary">{t('conversations.page_empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: '16px' }}>
          <List disablePadding>
            {list.data.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton component={Link} to={linkOf(item)} divider data-testid="conversation-row">
                  <ListItemText
                    primary={
                      <Typography component="span" sx={{ fontWeight: item.unread_count > 0 ? 700 : 400 }}>
                        {item.kind === 'support' ? t('support.messages_title') : item.title}
                        {item.starts_at ? ` · ${formatBakuDateTime(new Date(item.starts_at), language)}` : ''}
                      </Typography>
                    }
                    secondary={<LastLine item={item} />}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                  {item.muted ? (
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {t('conversations.muted')}
                    </Typography>
                  ) : null}
                  <UnreadCount
                    count={item.unread_count}
                    label={t('conversations.unread', { count: item.unread_count })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
