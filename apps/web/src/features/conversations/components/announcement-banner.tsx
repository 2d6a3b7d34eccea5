import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { ConversationMessage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { AnnouncementByline, AnnouncementText } from './announcement-text';

/**
 * The conversation's latest announcement, pinned above its messages (decision 93): the organizer's
 * or a captain's words, or the game's own news of a new time or venue.
 */
export function AnnouncementBanner({ announcement }: { announcement: ConversationMessage }) {
  const { t } = useTranslation();
  const change = announcement.announcement?.time_or_place_change ?? false;
  return (
    <Alert
      severity={change ? 'warning' : 'info'}
      icon={<CampaignOutlinedIcon fontSize="inherit" />}
      role="region"
      aria-label={t('conversations.announcement.pinned')}
      data-testid="announcement-banner"
      sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>
        {change ? t('conversations.announcement.time_or_place') : t('conversations.announcement.label')}
      </AlertTitle>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="announcement-body"
      >
        <AnnouncementText message={announcement} />
      </Typography>
      <AnnouncementByline message={announcement} />
    </Alert>
  );
}
