import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CalendarFeedLink } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  CalendarFeedActions,
  CalendarFeedCard as FeedCard,
  CalendarFeedLinkField,
} from '../../../components/calendar-feed-link-field';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCalendarFeed, useMakeCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * My calendar feed (decision 78): a secret address any calendar app subscribes to, listing the
 * games I am booked in. Shown once when made; a new one replaces it, and it can be turned off.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [fresh, setFresh] = useState<CalendarFeedLink | null>(null);

  return (
    <FeedCard texts="settings.calendar" testId="calendar-feed-card" feed={feed}>
      {(status) => (
        <>
          {fresh ? (
            <CalendarFeedLinkField
              url={fresh.url}
              webcalUrl={fresh.webcal_url}
              texts="settings.calendar"
              testId="calendar-feed-url"
            >
              <Alert severity="info">{t('settings.calendar.shown_once')}</Alert>
            </CalendarFeedLinkField>
          ) : status.active && status.created_at ? (
            <Typography variant="body2">
              {t('settings.calendar.active_since', {
                when: formatDateTime(new Date(status.created_at), language),
              })}
            </Typography>
          ) : null}
          <CalendarFeedActions
            active={status.active}
            texts="settings.calendar"
            make={make}
            revoke={revoke}
            onMade={setFresh}
            onRevoked={() => setFresh(null)}
            createVariant="contained"
            createTestId="calendar-feed-create"
          />
        </>
      )}
    </FeedCard>
  );
}
