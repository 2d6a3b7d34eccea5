import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Language, type SeriesStats, formatManat } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { QueryState } from '../../../components/errors/query-state';
import { StatCard } from '../../../components/stat-card';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { useSeriesStats } from '../api/get-series-stats';
import { StatGrid } from '../../../components/stat-grid';

const percent = (rate: number | null, language: Language) =>
  rate === null
    ? '—'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

function StatsView({ stats }: { stats: SeriesStats }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <>
      <StatGrid
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      >
        <StatCard
          label={t('games.series.stats.fill_rate')}
          value={percent(stats.fill_rate, language)}
          testId="series-stat-fill"
        />
        <StatCard
          label={t('games.series.stats.regular_attendance')}
          value={percent(stats.regular_attendance, language)}
        />
        <StatCard label={t('games.series.stats.revenue')} value={formatManat(stats.revenue, language)} />
        <StatCard
          label={t('games.series.stats.cancelled_rate')}
          value={percent(stats.cancelled_rate, language)}
          detail={t('games.series.stats.cancelled', { count: stats.cancelled })}
          testId="series-stat-cancelled"
        />
      </StatGrid>
      {stats.occurrences.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('games.series.stats.none')}
        </Typography>
      ) : (
        <List disablePadding sx={{ mt: 1 }} data-testid="series-stats-dates">
          {stats.occurrences.map((occurrence) => (
            <ListItem key={occurrence.date} divider sx={{ px: 0 }}>
              <ListItemText
                primary={formatBakuDateTime(new Date(occurrence.starts_at), language)}
                secondary={
                  occurrence.status === 'cancelled'
                    ? t('games.series.stats.date_cancelled')
                    : [
                        t('games.series.stats.taken', {
                          taken: occurrence.taken,
                          capacity: occurrence.capacity,
                          rate: percent(occurrence.fill_rate, language),
                        }),
                        occurrence.attended === null
                          ? null
                          : t('games.series.stats.attended', {
                              count: occurrence.attended,
                              regulars: occurrence.regulars_attended ?? 0,
                            }),
                        formatManat(occurrence.revenue, language),
                      ]
                        .filter(Boolean)
                        .join(' · ')
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** The organizer's numbers of a weekly game: fill rate, regulars' attendance, revenue, cancelled dates. */
export function SeriesStatsSection({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation();
  const stats = useSeriesStats(seriesId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="series-stats-title">
      <Typography id="series-stats-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {t('games.series.stats.title')}
      </Typography>
      <QueryState query={stats} errorTitle={t('games.series.stats.error')} height={160}>
        {(data) => <StatsView stats={data} />}
      </QueryState>
    </Paper>
  );
}
