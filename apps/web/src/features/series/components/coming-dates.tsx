import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeriesPage, SeriesPageDate } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { LinkButton } from '../../../components/link-button';
import { LeftOutReason, WeeklyDateState } from '../../../components/series/weekly-date-state';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useNotThisWeek, useTakeBackNotThisWeek } from '../api/series-page';
import { SpreadRow } from '../../../components/spread-row';

/** A date a regular may still say "not this week" for: before its deadline, not already out. */
function canSayNotThisWeek(date: SeriesPageDate, now: number): boolean {
  if (Date.parse(date.not_this_week_until) < now) return false;
  const state = date.mine?.state;
  return state === undefined || state === 'booked' || state === 'held';
}

function DateRow({
  date,
  regular,
  onNotThisWeek,
}: {
  date: SeriesPageDate;
  regular: boolean;
  onNotThisWeek: (date: SeriesPageDate) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [now] = useState(() => Date.now());
  const mine = date.mine;
  const open = canSayNotThisWeek(date, now);
  return (
    <Stack spacing={0.75} sx={{ py: 1.25 }} data-testid={`series-date-${date.date}`}>
      <SpreadRow>
        <Typography sx={{ fontWeight: 700 }}>
          {formatBakuDateTime(new Date(date.starts_at), language)}
        </Typography>
        {mine ? (
          <WeeklyDateState state={mine.state} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t(`series.dates.state.${date.state === 'published' ? 'published' : 'scheduled'}`)}
          </Typography>
        )}
      </SpreadRow>
      {mine && (mine.state === 'left_out' || mine.state === 'refused' || mine.state === 'missed_last') ? (
        <LeftOutReason reason={mine.reason} />
      ) : null}
      {regular ? (
        <Typography variant="body2" color="text.secondary">
          {open
            ? t('series.dates.deadline', {
                when: formatBakuDateTime(new Date(date.not_this_week_until), language),
              })
            : mine?.state === 'not_this_week'
              ? null
              : t('series.dates.deadline_passed')}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {date.game_id ? (
          <LinkButton to={`/games/${date.game_id}`} size="small" variant="outlined">
            {t('series.open_game')}
          </LinkButton>
        ) : null}
        {mine?.state === 'held' ? (
          <LinkButton to="/balance" size="small" variant="contained" color="warning">
            {t('series.dates.top_up')}
          </LinkButton>
        ) : null}
        {regular && open ? (
          <Button
            size="small"
            color="warning"
            variant="outlined"
            onClick={() => onNotThisWeek(date)}
            data-testid="not-this-week"
          >
            {t('series.dates.not_this_week')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The coming dates, each with the viewer's state, its game once published, and "not this week". */
export function ComingDates({ page }: { page: SeriesPage }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const notThisWeek = useNotThisWeek(page.id);
  const takeBack = useTakeBackNotThisWeek(page.id);
  const [asking, setAsking] = useState<SeriesPageDate | null>(null);
  const regular = page.me?.status === 'active';
  if (page.upcoming.length === 0)
    return <Typography color="text.secondary">{t('series.next_none')}</Typography>;
  const booked = asking?.mine?.state === 'booked' || asking?.mine?.state === 'held';
  return (
    <>
      <Stack divider={<Divider flexItem />}>
        {page.upcoming.map((date) => (
          <Stack key={date.date}>
            <DateRow date={date} regular={regular} onNotThisWeek={setAsking} />
            {regular && date.state === 'scheduled' && date.mine?.state === 'not_this_week' ? (
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start', mb: 1 }}
                loading={takeBack.isPending}
                onClick={() => takeBack.mutate(date.date, toastOutcome(t, t('series.dates.taken_back')))}
              >
                {t('series.dates.take_back')}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
      <MutationConfirmDialog
        open={asking !== null}
        title={t('series.dates.confirm_title')}
        text={
          asking
            ? t(booked ? 'series.dates.confirm_text_booked' : 'series.dates.confirm_text', {
                when: formatBakuDateTime(new Date(asking.starts_at), language),
              })
            : ''
        }
        confirmLabel={t('series.dates.not_this_week')}
        mutation={notThisWeek}
        variables={asking?.date ?? null}
        done={t('series.dates.done')}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
