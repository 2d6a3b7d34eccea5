import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarFeedLink } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CalendarFeedActions,
  CalendarFeedLinkField,
  type FeedQuestion,
} from '../../../components/calendar-feed-link-field';
import { QueryState } from '../../../components/errors/query-state';
import { SectionCard } from '../../../components/section-card';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
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
  const [confirming, setConfirming] = useState<FeedQuestion>(null);
  const failed = (error: unknown) =>
    toast.error(`${t('settings.calendar.failed')}: ${errorMessage(error, (key) => t(key))}`);

  const makeLink = () =>
    make.mutate(undefined, {
      onSuccess: (link) => {
        setFresh(link);
        setConfirming(null);
      },
      onError: failed,
    });
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setFresh(null);
        setConfirming(null);
        toast.success(t('settings.calendar.revoked'));
      },
      onError: failed,
    });

  return (
    <SectionCard title={t('settings.calendar.title')} testId="calendar-feed-card">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.calendar.intro')}
      </Typography>
      <QueryState query={feed} errorTitle={t('settings.calendar.error')} height={96}>
        {(status) => (
          <Stack spacing={2}>
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
              question={confirming}
              onQuestion={setConfirming}
              creating={make.isPending}
              revoking={revoke.isPending}
              onCreate={makeLink}
              onRevoke={revokeLink}
              createVariant="contained"
              createTestId="calendar-feed-create"
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
