import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../../lib/use-translation';
import { themeStyles } from '../../lib/theme-styles';

// Worked out once per theme: every game card shows one (decision 110).
const Places = styled('div')(themeStyles({ display: 'grid', gap: 0.75, minWidth: 0 }));
const Counts = styled('div')(
  themeStyles({ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }),
);
const Players = styled(Typography)(themeStyles({ fontWeight: 600 }));
const PlacesLeft = styled(Typography)(themeStyles({ fontWeight: 700 }));
const Bar = styled(LinearProgress, { shouldForwardProp: (prop) => prop !== 'closed' })<{ closed: boolean }>(
  themeStyles({ height: 6, borderRadius: 3 }),
  ({ closed }) => (closed ? { opacity: 0.4 } : null),
);

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
    <Places>
      <Counts>
        <Players variant="body2" data-testid="game-players-count">
          {t('games.places.players', { count: playersCount, capacity })}
        </Players>
        {closed ? null : (
          <PlacesLeft variant="body2" data-testid="game-places-left" aria-live="polite" color={color}>
            {placesLeft > 0
              ? t('games.places.left', { count: placesLeft })
              : waitlistCount > 0
                ? t('games.places.full_waitlist', { count: waitlistCount })
                : t('games.places.full')}
          </PlacesLeft>
        )}
      </Counts>
      {held > 0 ? (
        <Typography variant="caption" color="text.secondary" data-testid="game-places-held">
          {t('games.places.held', { count: held })}
        </Typography>
      ) : null}
      <Bar
        variant="determinate"
        value={ratio}
        color={closed ? 'inherit' : color}
        aria-hidden
        closed={!!closed}
      />
    </Places>
  );
}
