import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PlayerStats } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { ErrorState } from '../../../components/errors/error-state';
import { StatCard } from '../../../components/stat-card';
import { currentLanguage } from '../../../lib/i18n';
import { statTiles } from '../lib/stats-format';
import { SectionCard } from '../../../components/section-card';
import { StatGrid } from '../../../components/stat-grid';

interface StatsGridProps {
  stats: PlayerStats | undefined;
  error: unknown;
  onRetry(): void;
}

/** Games, W/D/L, goals, player of the match, no-shows, reliability and win rate as tiles. */
export function StatsGrid({ stats, error, onRetry }: StatsGridProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <SectionCard title={t('profile.stats.title')} testId="profile-stats">
      {error ? <ErrorState title={t('profile.stats.error')} error={error} onRetry={onRetry} /> : null}
      {!stats && !error ? (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={76} />
          ))}
        </Box>
      ) : null}
      {stats ? (
        <>
          {stats.games_played === 0 ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 1.5 }}
              data-testid="profile-stats-empty"
            >
              {t('profile.stats.empty')}
            </Typography>
          ) : null}
          <StatGrid columns="repeat(auto-fill, minmax(130px, 1fr))">
            {statTiles(stats, language).map((tile) => (
              <StatCard
                key={tile.id}
                size="medium"
                label={t(`profile.stats.${tile.id}`)}
                value={tile.value}
                hint={tile.id === 'record' ? t('profile.stats.record_hint') : undefined}
                testId={`stat-${tile.id}`}
                valueTestId={`stat-${tile.id}-value`}
              />
            ))}
          </StatGrid>
        </>
      ) : null}
    </SectionCard>
  );
}
