import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SeriesPage, formatManat, seriesIdParamsSchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { QueryState } from '../../../components/errors/query-state';
import { LinkButton } from '../../../components/link-button';
import { PageColumns } from '../../../components/page-columns';
import { PageHeading } from '../../../components/page-heading';
import { currentLanguage } from '../../../lib/i18n';
import { seriesScheduleText } from '../../../lib/series-schedule';
import { useSeriesPage } from '../api/series-page';
import { ComingDates } from '../components/coming-dates';
import { RegularPlace } from '../components/regular-place';
import { SeriesHistory } from '../components/series-history';
import { SeriesRegularsList } from '../components/series-regulars-list';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={testId}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function PlayerSeriesView({ page }: { page: SeriesPage }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const schedule = seriesScheduleText(t, language, page);
  const price =
    page.price > 0
      ? t('series.price_each', { price: formatManat(page.price, language) })
      : t('series.price_free');
  return (
    <Stack spacing={2.5}>
      <PageHeading
        title={page.title}
        tabTitle={`${page.title} · ${t('series.page_title')}`}
        subtitle={`${schedule} · ${page.venue.name} · ${page.format} · ${price}`}
        testId="player-series-title"
        actions={
          page.is_organizer ? (
            <LinkButton to={`/organizer/series/${page.id}`} variant="outlined">
              {t('series.organizer.title')}
            </LinkButton>
          ) : null
        }
      />
      {page.status !== 'active' ? (
        <Typography color="text.secondary">
          {t(page.status === 'paused' ? 'series.status_paused' : 'series.status_ended')}
        </Typography>
      ) : null}
      {page.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{page.description}</Typography> : null}
      <PageColumns from="md">
        <Stack spacing={2.5}>
          <RegularPlace page={page} />
          <Section title={t('series.dates.title')} testId="series-coming-dates">
            <ComingDates page={page} />
          </Section>
        </Stack>
        <Stack spacing={2.5}>
          <Section title={t('series.regulars.title')}>
            <SeriesRegularsList page={page} />
          </Section>
          <Section title={t('series.history.title')}>
            <SeriesHistory history={page.history} />
          </Section>
        </Stack>
      </PageColumns>
    </Stack>
  );
}

/** `/series/:id`: a weekly game as a signed-in player sees it, with their place as a regular. */
export function PlayerSeriesPage() {
  const { t } = useTranslation();
  const params = seriesIdParamsSchema.safeParse(useParams());
  const id = params.success ? params.data.id : '';
  const page = useSeriesPage(id);
  if (!params.success) return <ErrorState title={t('series.not_found')} error={null} />;
  return (
    <QueryState query={page} errorTitle={t('series.not_found')} height={480}>
      {(data) => <PlayerSeriesView page={data} />}
    </QueryState>
  );
}
