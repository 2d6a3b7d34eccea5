import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GameDetail } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage } from '../../../lib/i18n';
import { formatBakuDateTime, formatBakuTime } from '../../../lib/baku-time';
import { GameSection } from '../../../components/game/game-section';
import { levelRangeText } from '../../../components/game/level-range';
import { StatGrid } from '../../../components/stat-grid';

/** Everything about the game as a list of facts. */
export function GameFacts({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const levelRange = levelRangeText(t, game.min_level, game.max_level) ?? t('games.levels.all');

  const facts: { id: string; label: string; value: ReactNode }[] = [
    {
      id: 'time',
      label: t('games.detail.time'),
      value: `${formatBakuDateTime(new Date(game.starts_at), language)}–${formatBakuTime(new Date(game.ends_at))}`,
    },
    { id: 'format', label: t('games.detail.format'), value: t(`games.formats.${game.format}`) },
    {
      id: 'capacity',
      label: t('games.detail.capacity'),
      value: t('games.players_count', { count: game.capacity }),
    },
    { id: 'kind', label: t('games.detail.kind'), value: t(`games.kinds.${game.kind}`) },
    {
      id: 'duration',
      label: t('games.detail.duration'),
      value: t('games.duration', { count: game.duration_minutes }),
    },
    { id: 'level', label: t('games.detail.level'), value: levelRange },
    {
      id: 'referee',
      label: t('games.detail.referee'),
      value: game.has_referee ? t('games.yes') : t('games.no'),
    },
    {
      id: 'video',
      label: t('games.detail.video'),
      value: game.video_coverage ? (
        <Chip size="small" variant="outlined" label={t('common.coming_soon')} />
      ) : (
        t('games.no')
      ),
    },
    {
      id: 'opens',
      label: t('games.detail.registration_opens'),
      value: formatBakuDateTime(new Date(game.registration_opens_at), language),
    },
    {
      id: 'organizer',
      label: t('games.detail.organizer'),
      value: `${game.organizer.first_name} ${game.organizer.last_name}`.trim(),
    },
  ];

  return (
    <GameSection title={t('games.detail.about')}>
      <StatGrid columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }}>
        {facts.map((fact) => (
          <Box key={fact.id} sx={{ minWidth: 0 }} data-testid={`game-fact-${fact.id}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </StatGrid>
      {game.description ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {game.description}
        </Typography>
      ) : null}
    </GameSection>
  );
}
