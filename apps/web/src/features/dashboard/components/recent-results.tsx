import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecentResult } from '@oyna/shared';
import { Fragment, memo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatBakuDay } from '../../../lib/baku-time';
import { deltaTone, formatDelta } from '../../../lib/format-delta';
import { currentLanguage } from '../../../lib/i18n';
import { RESULT_CHIP_COLOR, resultChip, scoreLine } from '../lib/recent-result';
import { DashboardPanel } from './dashboard-panel';

const TONE_COLOR = { success: 'success.main', error: 'error.main', neutral: 'text.secondary' } as const;

function ResultRow({ result }: { result: RecentResult }) {
  const { t } = useTranslation();
  const chip = resultChip(result.outcome);
  const parts = scoreLine(result.scores, result.my_side);
  const scoreText = parts.map((part) => part.score).join(' : ');
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`/games/${result.game_id}`}
        data-testid="dashboard-result"
        sx={{
          borderRadius: '12px',
          minWidth: 0,
          px: 1.5,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr) auto',
          columnGap: 1.5,
          alignItems: 'center',
        }}
      >
        <Box sx={{ width: { xs: 92, sm: 100 }, textAlign: 'center' }}>
          <Typography
            component="span"
            sx={{ display: 'block', fontWeight: 800, fontSize: '1.125rem', whiteSpace: 'nowrap' }}
            data-testid="dashboard-result-score"
          >
            <span className="visually-hidden">
              {t('dashboard.results.score', {
                score: scoreText,
                side: parts.find((part) => part.mine)?.side ?? '',
              })}
            </span>
            <span aria-hidden="true">
              {parts.map((part, index) => (
                <Fragment key={part.side}>
                  {index > 0 ? ' : ' : ''}
                  <Box
                    component="span"
                    sx={part.mine ? { color: 'primary.main' } : { color: 'text.secondary', fontWeight: 600 }}
                  >
                    {part.score}
                  </Box>
                </Fragment>
              ))}
            </span>
          </Typography>
          <Chip
            size="small"
            color={RESULT_CHIP_COLOR[chip]}
            label={t(`dashboard.results.outcome.${chip}`)}
            data-testid="dashboard-result-outcome"
            sx={{
              fontWeight: 700,
              height: 20,
              fontSize: '0.6875rem',
              maxWidth: '100%',
              '& .MuiChip-label': { px: 0.75 },
            }}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {result.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {formatBakuDay(new Date(result.starts_at), currentLanguage())} · {result.venue_name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25, flexWrap: 'wrap' }}>
            {result.my_goals > 0 ? (
              <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <SportsSoccerIcon sx={{ fontSize: 16 }} aria-hidden />
                {t('dashboard.results.goals', { count: result.my_goals })}
              </Typography>
            ) : null}
            {result.player_of_match ? (
              <Typography
                variant="body2"
                data-testid="dashboard-result-pom"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.25,
                  color: 'secondary.main',
                  fontWeight: 700,
                }}
              >
                <StarRoundedIcon sx={{ fontSize: 18 }} aria-hidden />
                {t('dashboard.results.player_of_match')}
              </Typography>
            ) : null}
          </Stack>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          {result.rating_delta === null ? null : (
            <Typography
              component="span"
              data-testid="dashboard-result-delta"
              sx={{
                fontWeight: 800,
                color: TONE_COLOR[deltaTone(result.rating_delta)],
                whiteSpace: 'nowrap',
              }}
            >
              <span className="visually-hidden">{t('dashboard.results.rating_change')} </span>
              {formatDelta(result.rating_delta)}
            </Typography>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** My latest results, each leading to its game, and the way to all my past games. */
export const RecentResults = memo(function RecentResults({ results }: { results: readonly RecentResult[] }) {
  const { t } = useTranslation();
  return (
    <DashboardPanel
      title={t('dashboard.results.title')}
      testId="dashboard-results"
      more={{
        to: '/games/mine?scope=past',
        label: t('dashboard.results.past'),
        testId: 'dashboard-past-link',
      }}
      empty={
        results.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.results.empty')}</Typography>
        ) : null
      }
    >
      {results.map((result) => (
        <ResultRow key={result.game_id} result={result} />
      ))}
    </DashboardPanel>
  );
});
