import Typography from '@mui/material/Typography';
import type { ConversationMessage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { fullName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * An announcement's words: its author's text (React text, never HTML), or for a game's own
 * announcement the new time and venue and what they were, in the reader's language.
 */
export function AnnouncementText({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const change = message.announcement?.game_change;
  if (message.deleted) return <>{t('conversations.deleted')}</>;
  if (!change) return <>{message.body}</>;
  const when = (instant: string) => formatBakuDateTime(new Date(instant), language);
  return (
    <>
      {t('conversations.announcement.game_moved', { when: when(change.starts_at), venue: change.venue })}
      {change.previous_starts_at
        ? ` ${t('conversations.announcement.previous_time', { when: when(change.previous_starts_at) })}`
        : ''}
      {change.previous_venue
        ? ` ${t('conversations.announcement.previous_venue', { venue: change.previous_venue })}`
        : ''}
    </>
  );
}

/** Who announced and when; "seen by 11 of 14" for its author (a game's own: for its organizer). */
export function AnnouncementByline({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const seen = message.announcement?.seen;
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      {message.author ? fullName(message.author) : t('conversations.announcement.automatic')} ·{' '}
      {formatBakuDateTime(new Date(message.created_at), language)}
      {seen ? (
        <>
          {' · '}
          <span data-testid="announcement-seen">
            {t('conversations.announcement.seen_by', { seen: seen.seen_by, of: seen.of })}
          </span>
        </>
      ) : null}
    </Typography>
  );
}
