import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { LeaderboardEntry, LeaderboardPeriod } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PositionAbbr } from '../../../components/position-abbr';
import { Link as RouterLink } from 'react-router';
import { ProvisionalMark } from '../../../components/provisional-mark';
import { deltaTone, formatDelta } from '../../../lib/format-delta';
import { LeaderboardHistory } from './leaderboard-history';
import { MovementMark } from './movement-mark';

interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  period: LeaderboardPeriod;
  /** My row pinned under the list when it is not on this page. */
  pinned?: boolean;
}

const TONE_COLOR = { success: 'success.main', error: 'error.main', neutral: 'text.secondary' } as const;

/**
 * One player on the board: place and movement, name (to their page), line, games and change,
 * the rating (or this month's points), and, when their history is visible, a button that opens
 * their rating chart under the row.
 */
export function LeaderboardRow({ entry, period, pinned = false }: LeaderboardRowProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { user } = entry;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toLocaleUpperCase();
  // A private profile shows no games or movement to others (decision 14): a dash instead.
  const change = entry.rating_change === null ? '—' : formatDelta(entry.rating_change);
  const changeColor = TONE_COLOR[deltaTone(entry.rating_change ?? 0)];

  return (
    <Paper
      variant="outlined"
      data-testid={pinned ? 'leaderboard-me-pinned' : 'leaderboard-row'}
      data-me={entry.is_me ? 'true' : undefined}
      sx={[
        { borderRadius: '14px', overflow: 'hidden' },
        entry.is_me &&
          ((theme) => ({
            borderColor: theme.palette.primary.main,
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.07),
          })),
        pinned && { boxShadow: 8 },
      ]}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '40px minmax(0, 1fr) auto 36px',
            sm: '56px 40px minmax(0, 1fr) auto 40px',
          },
          alignItems: 'center',
          columnGap: { xs: 1, sm: 1.5 },
          px: { xs: 1, sm: 1.5 },
          py: 1,
        }}
      >
        <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center' }}>
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: '1.0625rem', lineHeight: 1.2 }}
            data-testid="leaderboard-rank"
          >
            <span className="visually-hidden">{t('rating.place')} </span>
            {entry.rank}
          </Typography>
          {entry.history_visible ? <MovementMark rankChange={entry.rank_change} /> : null}
        </Box>
        <Avatar
          src={user.photo_url ?? undefined}
          alt=""
          sx={{
            display: { xs: 'none', sm: 'flex' },
            width: 40,
            height: 40,
            fontSize: '0.875rem',
            fontWeight: 700,
          }}
        >
          {initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/players/${user.id}`}
              underline="hover"
              color="inherit"
              noWrap
              sx={{ fontWeight: 700, minWidth: 0 }}
              data-testid="leaderboard-name"
            >
              {name}
            </Link>
            {entry.is_me ? (
              <Typography
                component="span"
                sx={{
                  flexShrink: 0,
                  px: 0.75,
                  borderRadius: '6px',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '0.6875rem',
                  fontWeight: 800,
                  lineHeight: 1.6,
                }}
              >
                {t('rating.you')}
              </Typography>
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.primary_position ? (
              <>
                <PositionAbbr position={user.primary_position} />
                {' · '}
              </>
            ) : null}
            {entry.games === null ? '—' : t('rating.games', { count: entry.games })}
            {period === 'all' ? (
              entry.rating_change === null ? null : (
                <>
                  {' · '}
                  <Box component="span" sx={{ color: changeColor }}>
                    {t('rating.change_week', { delta: change })}
                  </Box>
                </>
              )
            ) : (
              <>
                {' · '}
                {t('rating.rating_value', { rating: entry.rating })}
              </>
            )}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', minWidth: 44 }} data-testid="leaderboard-value">
          {period === 'all' ? (
            <>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.1 }}
              >
                <span className="visually-hidden">{t('rating.rating_label')} </span>
                {entry.rating}
              </Typography>
              {entry.provisional ? <ProvisionalMark /> : null}
            </>
          ) : (
            <>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontWeight: 800,
                  fontSize: '1.25rem',
                  lineHeight: 1.1,
                  color: changeColor,
                }}
              >
                {change}
              </Typography>
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('rating.month_points')}
              </Typography>
            </>
          )}
        </Box>
        {entry.history_visible ? (
          <IconButton
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t(open ? 'rating.hide_history' : 'rating.show_history', { name })}
            data-testid="leaderboard-expand"
            size="small"
          >
            <ExpandMoreIcon
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </IconButton>
        ) : (
          <span />
        )}
      </Box>
      {entry.history_visible ? (
        <Collapse in={open} unmountOnExit>
          <Box id={panelId} sx={{ px: { xs: 1.5, sm: 2 }, pb: 2, pt: 0.5 }}>
            <LeaderboardHistory userId={user.id} name={name} />
          </Box>
        </Collapse>
      ) : null}
    </Paper>
  );
}
