import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SeriesPage, formatManat } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmButton, MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useJoinAsRegular, useLeaveAsRegular, useRegularNotices } from '../api/series-page';

/** What the viewer's place says: asking, a regular, or removed (and why). */
function placeText(
  page: SeriesPage,
):
  | 'series.place.pending'
  | 'series.place.active'
  | 'series.place.removed_misses'
  | 'series.place.removed_organizer'
  | null {
  const { me } = page;
  if (!me) return null;
  if (me.status === 'pending') return 'series.place.pending';
  if (me.status === 'active') return 'series.place.active';
  if (me.status === 'removed')
    return me.removal === 'misses' ? 'series.place.removed_misses' : 'series.place.removed_organizer';
  return null;
}

/**
 * The viewer's regular place: join with consent in plain words (booked and charged each date until
 * they leave or say "not this week"), leave, and stop or resume the series' notices.
 */
export function RegularPlace({ page }: { page: SeriesPage }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const join = useJoinAsRegular(page.id);
  const leave = useLeaveAsRegular(page.id);
  const notices = useRegularNotices(page.id);
  const [consenting, setConsenting] = useState(false);
  const { me } = page;
  const inPlace = me?.status === 'active' || me?.status === 'pending';
  const canJoin =
    page.status !== 'ended' &&
    page.regular_places > 0 &&
    !inPlace &&
    !(me?.status === 'removed' && me.removal === 'organizer');
  const text = placeText(page);
  const price = page.price > 0 ? formatManat(page.price, language) : t('series.price_free');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="regular-place">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {t('series.place.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {page.regular_places > 0
            ? t('series.place.intro', { places: page.regular_places, capacity: page.capacity })
            : t('series.place.closed')}
        </Typography>
        {text ? (
          <Typography sx={{ fontWeight: 700 }} data-testid="regular-place-status">
            {t(text)}
          </Typography>
        ) : null}
        {me?.status === 'active' ? (
          <Typography variant="body2" color="text.secondary">
            {t('series.place.misses', { missed: me.misses, allowed: page.misses_allowed })}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {canJoin ? (
            <Button variant="contained" onClick={() => setConsenting(true)} data-testid="regular-join">
              {t('series.place.join')}
            </Button>
          ) : null}
          {inPlace ? (
            <Button
              variant="outlined"
              loading={notices.isPending}
              onClick={() =>
                notices.mutate(
                  !me.notices_muted,
                  toastOutcome(t, t(me.notices_muted ? 'series.place.unmuted' : 'series.place.muted')),
                )
              }
              data-testid="regular-notices"
            >
              {t(me.notices_muted ? 'series.place.unmute' : 'series.place.mute')}
            </Button>
          ) : null}
          {inPlace ? (
            <MutationConfirmButton
              button={{ color: 'error', variant: 'outlined' }}
              testId="regular-leave"
              title={t('series.place.leave_title')}
              text={t('series.place.leave_text')}
              confirmLabel={t('series.place.leave')}
              danger
              mutation={leave}
              variables={undefined}
              done={t('series.place.left')}
            />
          ) : null}
        </Stack>
      </Stack>
      <MutationConfirmDialog
        open={consenting}
        title={t('series.place.consent_title')}
        text={t('series.place.consent_text', { title: page.title, price, hours: page.skip_deadline_hours })}
        confirmLabel={t('series.place.consent_confirm')}
        mutation={join}
        variables={undefined}
        done={null}
        onClose={() => setConsenting(false)}
      />
    </Paper>
  );
}
