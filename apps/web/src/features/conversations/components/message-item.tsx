import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationMessage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { AnnouncementByline, AnnouncementText } from './announcement-text';

/** Roles named beside an author: a plain player or team member is not. */
const UNNAMED_ROLES = new Set(['player', 'member']);

interface MessageItemProps {
  message: ConversationMessage;
  /** Now, to tell whether my message may still be edited. */
  now: number;
  onReply: (message: ConversationMessage) => void;
  onEdit: (message: ConversationMessage) => void;
  onDelete: (message: ConversationMessage) => void;
  /** Report another's message to the moderators (decision 95). */
  onReport?: (message: ConversationMessage) => void;
  /** For the conversation's organizer or captains: mute the author here. */
  onMute?: (message: ConversationMessage) => void;
}

/**
 * One line of a conversation. A message's text is React text (never HTML): a link or markup a
 * player typed shows as the characters they typed.
 */
export function MessageItem({ message, now, onReply, onEdit, onDelete, onReport, onMute }: MessageItemProps) {
  const { t } = useTranslation();
  if (message.kind === 'system') {
    const name = message.subject ? fullName(message.subject) : t('conversations.system.someone');
    return (
      <Typography
        component="li"
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', fontStyle: 'italic', listStyle: 'none', py: 0.5 }}
        data-testid="system-line"
      >
        {message.system_key ? t(`conversations.system.${message.system_key}`, { name }) : null}
      </Typography>
    );
  }
  const editable = message.editable_until !== null && new Date(message.editable_until).getTime() > now;
  const role = message.author_role && !UNNAMED_ROLES.has(message.author_role) ? message.author_role : null;
  const reportable = onReport && !message.mine && !message.deleted && message.author !== null;
  const report = reportable ? (
    <Button size="small" color="inherit" onClick={() => onReport(message)}>
      {t('conversation_safety.report')}
    </Button>
  ) : null;
  const mutable = onMute && !message.mine && !message.deleted && message.author !== null;
  const mute = mutable ? (
    <Button size="small" color="inherit" onClick={() => onMute(message)}>
      {t('conversation_safety.mute')}
    </Button>
  ) : null;
  const deletedText = message.hidden ? t('conversation_safety.hidden') : t('conversations.deleted');
  if (message.kind === 'announcement')
    return (
      <Box
        component="li"
        data-testid="announcement"
        sx={{ listStyle: 'none', border: 1, borderColor: 'info.main', borderRadius: 2, px: 1.5, py: 1 }}
      >
        <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: 'info.main' }}>
          {t('conversations.announcement.label')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <AnnouncementText message={message} />
        </Typography>
        <AnnouncementByline message={message} />
        {message.can_delete ? (
          <Button size="small" color="error" onClick={() => onDelete(message)} sx={{ mt: 0.5 }}>
            {t('conversations.delete')}
          </Button>
        ) : null}
        {report}
      </Box>
    );
  return (
    <Box
      component="li"
      data-testid="message"
      sx={{
        listStyle: 'none',
        alignSelf: message.mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '92%', sm: '80%' },
        bgcolor: message.mine ? 'action.selected' : 'action.hover',
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {message.author ? fullName(message.author) : t('conversations.system.someone')}
        {role ? ` · ${t(`conversations.roles.${role}`)}` : ''}
        {message.author_team ? ` · ${message.author_team}` : ''} ·{' '}
        {formatBakuTime(new Date(message.created_at))}
        {message.edited_at && !message.deleted ? ` · ${t('conversations.edited')}` : ''}
      </Typography>
      {message.reply_to ? (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ borderLeft: 2, borderColor: 'divider', pl: 1, my: 0.5, overflowWrap: 'anywhere' }}
        >
          {message.reply_to.author ? `${fullName(message.reply_to.author)}: ` : ''}
          {message.reply_to.deleted ? t('conversations.deleted') : message.reply_to.body}
        </Typography>
      ) : null}
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontStyle: message.deleted ? 'italic' : undefined,
        }}
        color={message.deleted ? 'text.secondary' : 'text.primary'}
        data-testid="message-body"
      >
        {message.deleted ? deletedText : message.body}
      </Typography>
      {message.deleted ? null : (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => onReply(message)}>
            {t('conversations.reply')}
          </Button>
          {editable ? (
            <Button size="small" onClick={() => onEdit(message)}>
              {t('conversations.edit')}
            </Button>
          ) : null}
          {message.can_delete ? (
            <Button size="small" color="error" onClick={() => onDelete(message)}>
              {t('conversations.delete')}
            </Button>
          ) : null}
          {report}
          {mute}
        </Stack>
      )}
    </Box>
  );
}
