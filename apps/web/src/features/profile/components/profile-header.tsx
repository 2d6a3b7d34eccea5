import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { PlayerStats, Position } from '@oyna/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { TIER_COLORS } from '../../../lib/tier-colors';
import { formatRating } from '../lib/stats-format';

interface ProfileHeaderProps {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  /** Undefined: not shown at all (a private profile). */
  primaryPosition?: Position | null;
  jerseyNumber?: number | null;
  /** Undefined while loading; null when not available (failed or private). */
  stats?: PlayerStats | null;
  /** Under the name (the own email). */
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The name is the page's heading (another player's page); on /profile the page has its own. */
  nameIsHeading?: boolean;
}

/** Photo, name, position, jersey, tier and rating: the top of a profile. */
export function ProfileHeader(props: ProfileHeaderProps) {
  const { t } = useTranslation();
  const { stats } = props;
  const name = `${props.firstName} ${props.lastName}`.trim();
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: '24px',
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.16)}, ${alpha(theme.palette.primary.main, 0.02)} 60%)`,
      })}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 2, sm: 3 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0, flexGrow: 1 }}>
          <Avatar
            src={props.photoUrl ?? undefined}
            alt=""
            sx={{
              width: { xs: 72, sm: 96 },
              height: { xs: 72, sm: 96 },
              fontSize: { xs: 30, sm: 40 },
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
          >
            {props.firstName.charAt(0).toLocaleUpperCase() || '?'}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h1"
              component={props.nameIsHeading ? 'h1' : 'p'}
              data-testid="profile-name"
              sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            {props.subtitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {props.subtitle}
              </Typography>
            ) : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
              {props.primaryPosition !== undefined ? (
                <Chip
                  size="small"
                  variant="outlined"
                  data-testid="profile-position"
                  label={
                    props.primaryPosition
                      ? t(`onboarding.preferences.positions.${props.primaryPosition}`)
                      : t('profile.no_position')
                  }
                />
              ) : null}
              {props.jerseyNumber ? (
                <Chip
                  size="small"
                  variant="outlined"
                  data-testid="profile-jersey"
                  label={t('profile.jersey', { number: props.jerseyNumber })}
                />
              ) : null}
              {stats ? (
                <Tooltip title={t('profile.tier_label')}>
                  <Chip
                    size="small"
                    data-testid="profile-tier"
                    label={t(`games.tiers.${stats.tier}`)}
                    sx={(theme) => ({
                      bgcolor: TIER_COLORS[stats.tier],
                      color: theme.palette.getContrastText(TIER_COLORS[stats.tier]),
                      fontWeight: 700,
                    })}
                  />
                </Tooltip>
              ) : null}
            </Box>
          </Box>
        </Box>
        {stats !== null ? <RatingBadge stats={stats} /> : null}
      </Box>
      {props.actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2.5 }}>{props.actions}</Box>
      ) : null}
    </Paper>
  );
}

function RatingBadge({ stats }: { stats: PlayerStats | undefined }) {
  const { t } = useTranslation();
  if (!stats) return <Skeleton variant="rounded" width={120} height={72} />;
  const provisional = stats.rating !== null && stats.provisional;
  return (
    <Box
      data-testid="profile-rating"
      sx={{ textAlign: { xs: 'left', sm: 'right' }, flexShrink: 0, minWidth: { sm: 120 } }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('profile.rating')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, justifyContent: { sm: 'flex-end' } }}>
        <Typography
          data-testid="profile-rating-value"
          sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.02em' }}
        >
          {formatRating(stats.rating, stats.provisional)}
        </Typography>
        {provisional ? (
          <Tooltip title={t('profile.provisional_hint', { count: stats.rated_games })}>
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={t('profile.provisional')}
              tabIndex={0}
            />
          </Tooltip>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {stats.rating === null
          ? t('profile.rating_none')
          : stats.rank !== null
            ? t('profile.rank', { rank: stats.rank })
            : null}
      </Typography>
    </Box>
  );
}
