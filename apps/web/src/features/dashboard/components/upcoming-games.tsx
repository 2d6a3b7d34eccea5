import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameSummary } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { memo } from 'react';
import { formatBakuDay, formatBakuTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { LinkButton } from '../../../components/link-button';
import { DashboardPanel } from './dashboard-panel';

const STATUS_COLOR = {
  confirmed: 'success',
  pending_payment: 'warning',
  waitlisted: 'warning',
  cancelled: 'default',
} as const;

function GameRow({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const startsAt = new Date(game.starts_at);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={`/games/${game.id}`}
        data-testid="dashboard-game"
        sx={{ borderRadius: '12px', gap: 2, px: 1.5, alignItems: 'center', minWidth: 0 }}
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
        {game.my_registration_status ? (
          <Chip
            size="small"
            color={STATUS_COLOR[game.my_registration_status]}
            label={t(`dashboard.games.status.${game.my_registration_status}`)}
            sx={{ flexShrink: 0, fontWeight: 700, display: { xs: 'none', sm: 'inline-flex' } }}
          />
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

/** The dashboard's next games (from GET /dashboard), with links to all of them and to past games. */
export const UpcomingGames = memo(function UpcomingGames({
  games,
  total,
}: {
  games: readonly GameSummary[];
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <DashboardPanel
      title={t('dashboard.games.title')}
      testId="dashboard-upcoming"
      more={
        total > 0
          ? {
              to: '/games/mine',
              label: t('dashboard.games.view_all', { count: total }),
              testId: 'dashboard-upcoming-all',
            }
          : undefined
      }
      empty={
        games.length === 0 ? (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <EventBusyOutlinedIcon aria-hidden />
              <Typography color="text.secondary">{t('dashboard.games.empty')}</Typography>
            </Stack>
            <LinkButton to="/games" variant="contained" startIcon={<SportsSoccerIcon />}>
              {t('dashboard.games.find')}
            </LinkButton>
          </Stack>
        ) : null
      }
    >
      {games.map((game) => (
        <GameRow key={game.id} game={game} />
      ))}
    </DashboardPanel>
  );
});
