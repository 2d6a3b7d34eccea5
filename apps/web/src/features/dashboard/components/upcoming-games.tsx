import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyGame } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/errors/error-state';
import { formatBakuDay, formatBakuTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { useMyGames } from '../api/get-my-games';

const SHOWN = 3;

const STATUS_COLOR = {
  confirmed: 'success',
  pending_payment: 'warning',
  waitlisted: 'warning',
  cancelled: 'default',
} as const;

function GameRow({ game }: { game: MyGame }) {
  const { t } = useTranslation();
  const startsAt = new Date(game.starts_at);
  return (
    <ListItemButton
      component={RouterLink}
      to={`/games/${game.id}`}
      data-testid="dashboard-game"
      sx={{ borderRadius: '12px', gap: 2, px: 1.5, alignItems: 'center' }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: 56,
          textAlign: 'center',
          borderRadius: '10px',
          py: 0.75,
          bgcolor: 'action.selected',
          fontWeight: 800,
          lineHeight: 1.2,
        }}
      >
        <Typography sx={{ fontWeight: 800 }}>{formatBakuTime(startsAt)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {game.format}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {game.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {formatBakuDay(startsAt, currentLanguage())} · {game.venue.name}
        </Typography>
      </Box>
      <Chip
        size="small"
        color={STATUS_COLOR[game.registration.status]}
        label={t(`dashboard.games.status.${game.registration.status}`)}
        sx={{ flexShrink: 0, fontWeight: 700, display: { xs: 'none', sm: 'inline-flex' } }}
      />
    </ListItemButton>
  );
}

/** The dashboard's next games from GET /users/me/games, with links to all and to past games. */
export function UpcomingGames() {
  const { t } = useTranslation();
  const games = useMyGames({ scope: 'upcoming', page: 1, page_size: SHOWN });

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}
      data-testid="dashboard-upcoming"
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('dashboard.games.title')}
        </Typography>
        {games.data && games.data.total > 0 ? (
          <Button
            component={RouterLink}
            to="/games/mine"
            endIcon={<ArrowForwardIcon />}
            size="small"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('dashboard.games.view_all', { count: games.data.total })}
          </Button>
        ) : null}
      </Stack>
      {games.isError && !games.data ? (
        <ErrorState
          title={t('dashboard.games.error')}
          error={games.error}
          onRetry={() => void games.refetch()}
        />
      ) : games.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={60} />
          ))}
        </Stack>
      ) : games.data.items.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <EventBusyOutlinedIcon aria-hidden />
            <Typography color="text.secondary">{t('dashboard.games.empty')}</Typography>
          </Stack>
          <Button component={RouterLink} to="/games" variant="contained" startIcon={<SportsSoccerIcon />}>
            {t('dashboard.games.find')}
          </Button>
        </Stack>
      ) : (
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          {games.data.items.map((game) => (
            <GameRow key={game.id} game={game} />
          ))}
        </List>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/games/mine?scope=past" size="small" color="inherit">
          {t('dashboard.games.past')}
        </Button>
      </Box>
    </Paper>
  );
}
