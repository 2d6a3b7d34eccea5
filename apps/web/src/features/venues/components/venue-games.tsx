import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameSummary } from '@oyna/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { gamesQueryOptions } from '../../../api/games';
import { ErrorState } from '../../../components/errors/error-state';
import { bakuDay, formatBakuDay, formatBakuTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { withNext } from '../../../lib/safe-redirect';
import { useSessionStore } from '../../../lib/session/session-store';
import { LinkButton } from '../../../components/link-button';

/** How many of a venue's games this week its page lists; the rest are one link away. */
export const VENUE_GAMES_SHOWN = 5;

/** The days a venue's page looks ahead: today and the six after it, in Baku. */
export const VENUE_GAMES_DAYS = 7;

/** The last day of the venue page's week (inclusive, Baku time), `YYYY-MM-DD`. */
export function venueWeekEnd(now: Date): string {
  return bakuDay(new Date(now.getTime() + (VENUE_GAMES_DAYS - 1) * 24 * 60 * 60 * 1000));
}

function VenueGameRow({ game, signedIn }: { game: GameSummary; signedIn: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const startsAt = new Date(game.starts_at);
  const full = game.places_left <= 0;
  const gamePath = `/games/${game.id}`;
  return (
    <Box
      component="li"
      data-testid="venue-game"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 800 }}>
          {formatBakuDay(startsAt, language)} · {formatBakuTime(startsAt)}
        </Typography>
        <Link
          component={RouterLink}
          to={gamePath}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {game.title}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Chip size="small" label={game.format} sx={{ fontWeight: 700 }} />
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="venue-game-price">
            {formatManat(game.price, language)}
          </Typography>
          <Typography
            variant="body2"
            data-testid="venue-game-places"
            sx={{ fontWeight: 700, color: full ? 'error.main' : 'success.main' }}
          >
            {full ? t('games.places.full') : t('games.places.left', { count: game.places_left })}
          </Typography>
        </Box>
      </Box>
      {/* A visitor signs in first and comes back to the game to book it. */}
      <LinkButton
        to={signedIn ? gamePath : withNext('/login', gamePath)}
        variant={full ? 'outlined' : 'contained'}
        size="small"
        aria-label={`${full ? t('games.actions.join_waitlist') : t('games.actions.register')}: ${game.title}`}
        data-testid="venue-game-book"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {full ? t('games.actions.join_waitlist') : t('games.actions.register')}
      </LinkButton>
    </Box>
  );
}

/**
 * A venue's games this week (today and the next six days), each with its price and places left, a
 * link to its page and a button to book it (a visitor is asked to sign in first), with the way to
 * all of the venue's games (or elsewhere).
 */
export function VenueGames({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const [weekEnd] = useState(() => venueWeekEnd(new Date()));
  const games = useQuery({
    ...gamesQueryOptions({ venue_id: venueId, date_to: weekEnd, page: 1, page_size: VENUE_GAMES_SHOWN }),
    // Another venue's games must not stand in while this one's load.
    placeholderData: undefined,
  });
  const total = games.data?.total ?? 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="venue-games"
      data-testid="venue-games"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="venue-games" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('venues.games.title')}
        </Typography>
        {total > 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="venue-games-count">
            {t('venues.games.count', { count: total })}
          </Typography>
        ) : null}
      </Box>
      {games.isError && !games.data ? (
        <ErrorState
          title={t('venues.games.error')}
          error={games.error}
          onRetry={() => void games.refetch()}
        />
      ) : !games.data ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : total === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="venue-games-empty">
          <Typography color="text.secondary">{t('venues.games.empty')}</Typography>
          <LinkButton to="/games" variant="outlined" endIcon={<ArrowForwardIcon />}>
            {t('venues.games.find')}
          </LinkButton>
        </Stack>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {games.data.items.map((game) => (
              <VenueGameRow key={game.id} game={game} signedIn={signedIn} />
            ))}
          </Box>
          <LinkButton
            to={`/games?venue_id=${venueId}`}
            endIcon={<ArrowForwardIcon />}
            data-testid="venue-games-all"
            sx={{ mt: 1.5, ml: -1 }}
          >
            {t('venues.games.all')}
          </LinkButton>
        </>
      )}
    </Paper>
  );
}
