import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { scoreText } from '../lib/score';
import type { CompetitionMatch } from '@oyna/shared';
import { TeamCell } from '../../../components/team-cell';

/** One fixture: home, score (or kick-off), away; where and when under it; the organizer's actions at the end. */
export function FixtureRow({ fixture, actions }: { fixture: CompetitionMatch; actions?: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const score = scoreText(fixture);
  const place = [
    fixture.venue?.name,
    fixture.pitch !== null ? t('competitions.fixtures.pitch', { pitch: fixture.pitch }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      data-testid={`fixture-${fixture.id}`}
      sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>
          <TeamCell team={fixture.home_team} size={22} wrap />
        </Box>
        <Typography
          sx={{ fontWeight: 800, minWidth: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          data-testid={`fixture-score-${fixture.id}`}
        >
          {score ?? '–'}
        </Typography>
        <Box sx={{ minWidth: 0 }}>
          <TeamCell team={fixture.away_team} size={22} wrap />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
        {fixture.group ? (
          <Chip size="small" label={t('competitions.fixtures.group', { group: fixture.group })} />
        ) : null}
        {fixture.starts_at ? (
          <Typography variant="caption" color="text.secondary">
            {formatBakuDateTime(new Date(fixture.starts_at), language)}
          </Typography>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('competitions.fixtures.not_scheduled')}
          </Typography>
        )}
        {place ? (
          <Typography variant="caption" color="text.secondary">
            {place}
          </Typography>
        ) : null}
        {fixture.penalties_winner ? (
          <Typography variant="caption" color="text.secondary">
            {t('competitions.fixtures.penalties_won', {
              team: (fixture.penalties_winner === 'home' ? fixture.home_team : fixture.away_team)?.name ?? '',
            })}
          </Typography>
        ) : null}
        {fixture.forfeit ? (
          <Typography variant="caption" color="text.secondary">
            {t('competitions.fixtures.forfeit')}
          </Typography>
        ) : null}
        {actions}
      </Box>
    </Box>
  );
}
