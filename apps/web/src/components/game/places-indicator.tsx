import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/use-translation';

interface PlacesIndicatorProps {
  /** The game's counts, as the API gives them. */
  game: { players_count: number; capacity: number; places_left: number; waitlist_count: number };
  /** No "places left" line for a game that is over or called off. */
  closed?: boolean;
}

/**
 * "9/14 players" with a bar, and the places left (or the waitlist when full). Places held for a
 * player who is topping up are neither players nor free: they are said apart, so the numbers add up.
 */
export function PlacesIndicator({ game, closed }: PlacesIndicatorProps) {
  const {
    players_count: playersCount,
    capacity,
    places_left: placesLeft,
    waitlist_count: waitlistCount,
  } = game;
  const { t } = useTranslation();
  const held = closed ? 0 : Math.max(0, capacity - placesLeft - playersCount);
  const ratio = capacity > 0 ? Math.min(100, ((playersCount + held) / capacity) * 100) : 0;
  const color = placesLeft <= 0 ? 'error' : placesLeft <= 2 ? 'warning' : 'primary';

  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="game-players-count">
          {t('games.places.players', { count: playersCount, capacity })}
        </Typography>
        {closed ? null : (
          <Typography
            variant="body2"
            data-testid="game-places-left"
            aria-live="polite"
            sx={{ fontWeight: 700, color: `${color}.main` }}
          >
            {placesLeft > 0
              ? t('games.places.left', { count: placesLeft })
              : waitlistCount > 0
                ? t('games.places.full_waitlist', { count: waitlistCount })
                : t('games.places.full')}
          </Typography>
        )}
      </Box>
      {held > 0 ? (
        <Typography variant="caption" color="text.secondary" data-testid="game-places-held">
          {t('games.places.held', { count: held })}
        </Typography>
      ) : null}
      <LinearProgress
        variant="determinate"
        value={ratio}
        color={closed ? 'inherit' : color}
        aria-hidden
        sx={{ height: 6, borderRadius: 3, opacity: closed ? 0.4 : 1 }}
      />
    </Box>
  );
}
