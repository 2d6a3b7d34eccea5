import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Series, type SeriesDate, seriesIdParamsSchema } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { MutationConfirmButton, MutationConfirmDialog } from '../../../components/mutation-confirm-dialog';
import { ErrorState } from '../../../components/errors/error-state';
import { QueryState } from '../../../components/errors/query-state';
import { OrganizerPage } from '../../../components/organizer-page';
import { PageHeading } from '../../../components/page-heading';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { seriesScheduleText } from '../../../lib/series-schedule';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useChangeSeriesStatus } from '../api/change-series-status';
import { useEndSeries } from '../api/end-series';
import { useSeries } from '../api/get-series';
import { useSkipSeriesDate } from '../api/skip-series-date';
import { SeriesChangeDialog } from '../components/series-change-dialog';
import { SeriesDates } from '../components/series-dates';
import { SeriesMoveDialog } from '../components/series-move-dialog';
import { SeriesStatsSection } from '../components/series-stats';
import { OrganizerRegulars } from '../components/organizer-regulars';
import { PlannedChanges } from '../components/planned-changes';

function SeriesView({ series }: { series: Series }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const schedule = seriesScheduleText(t, language, series);
  const status = useChangeSeriesStatus(series.id);
  const skip = useSkipSeriesDate(series.id);
  const end = useEndSeries(series.id);
  const [skipping, setSkipping] = useState<SeriesDate | null>(null);
  const [moving, setMoving] = useState<SeriesDate | null>(null);
  const [changingFrom, setChangingFrom] = useState<SeriesDate | null>(null);
  const ended = series.status === 'ended';
  return (
    <Stack spacing={2.5}>
      <PageHeading
        title={series.title}
        subtitle={`${schedule} · ${series.venue.name}`}
        testId="series-title"
        actions={
          ended ? null : (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                loading={status.isPending}
                onClick={() =>
                  status.mutate(
                    series.status === 'paused' ? 'active' : 'paused',
                    toastOutcome(
                      t,
                      t(series.status === 'paused' ? 'games.series.resumed' : 'games.series.paused'),
                    ),
                  )
                }
                data-testid="series-pause"
              >
                {series.status === 'paused' ? t('games.series.resume') : t('games.series.pause')}
              </Button>
              <MutationConfirmButton
                button={{ color: 'error', variant: 'outlined' }}
                testId="series-end"
                title={t('games.series.end_title')}
                text={t('games.series.end_text')}
                confirmLabel={t('games.series.end')}
                danger
                mutation={end}
                variables={undefined}
                done={t('games.series.ended')}
              />
            </Stack>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Chip
            label={t(`games.series.status.${series.status}`)}
            color={series.status === 'active' ? 'success' : 'default'}
            size="small"
            data-testid="series-status"
          />
          <Typography variant="body2" color="text.secondary">
            {t('games.series.publish_rule', { count: series.publish_days_ahead })}
          </Typography>
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2 }}>
          {t('games.series.dates')}
        </Typography>
        <SeriesDates series={series} onSkip={setSkipping} onMove={setMoving} onChangeFrom={setChangingFrom} />
        <PlannedChanges series={series} />
      </Paper>
      <SeriesStatsSection seriesId={series.id} />
      <OrganizerRegulars seriesId={series.id} />
      <SeriesMoveDialog seriesId={series.id} date={moving} onClose={() => setMoving(null)} />
      <SeriesChangeDialog
        key={changingFrom?.date ?? 'closed'}
        series={series}
        from={changingFrom}
        onClose={() => setChangingFrom(null)}
      />
      <MutationConfirmDialog
        open={skipping !== null}
        title={t('games.series.skip_title')}
        text={
          skipping
            ? t(skipping.state === 'published' ? 'games.series.skip_published' : 'games.series.skip_text', {
                when: formatBakuDateTime(new Date(skipping.starts_at), language),
              })
            : ''
        }
        confirmLabel={t('games.series.skip')}
        danger={skipping?.state === 'published'}
        mutation={skip}
        variables={skipping?.date ?? null}
        done={t('games.series.skipped')}
        onClose={() => setSkipping(null)}
      />
    </Stack>
  );
}

/** `/organizer/series/:id`: a weekly game as its organizer runs it (decision 73). */
export function SeriesPage() {
  const { t } = useTranslation();
  const parsed = seriesIdParamsSchema.safeParse(useParams());
  return (
    <OrganizerPage backTo="/organizer/games" backLabel={t('games.organizer.back')} maxWidth={880}>
      {parsed.success ? (
        <LoadedSeries id={parsed.data.id} />
      ) : (
        <ErrorState title={t('games.series.not_found')} error={null} />
      )}
    </OrganizerPage>
  );
}

function LoadedSeries({ id }: { id: string }) {
  const { t } = useTranslation();
  const series = useSeries(id);
  return (
    <QueryState query={series} errorTitle={t('games.series.not_found')} height={480}>
      {(data) => <SeriesView series={data} />}
    </QueryState>
  );
}
