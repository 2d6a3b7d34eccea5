import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIRST_GAME_DISCOUNT_PERCENT, type GameDetail } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlacesIndicator } from '../../../components/game/places-indicator';
import { PriceTag } from '../../../components/game/price-tag';
import { withNext } from '../../../lib/safe-redirect';

/**
 * The booking panel for a visitor who opened a shared link: the price and the places, and the way
 * in (sign in, or create an account and onboard) that comes back to this game to book it.
 */
export function VisitorJoinPanel({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const takesBookings = (game.status === 'open' || game.status === 'full') && !game.is_past;
  const back = `/games/${game.id}`;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}
      data-testid="visitor-join-panel"
    >
      <Stack spacing={2}>
        <PriceTag price={game.price} quote={null} size="large" />
        <PlacesIndicator
          playersCount={game.players_count}
          capacity={game.capacity}
          placesLeft={game.places_left}
          waitlistCount={game.waitlist_count}
          closed={!takesBookings}
        />
        {takesBookings ? (
          <>
            <Stack spacing={0.5}>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 750 }}>
                {t('games.visitor.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('games.visitor.text')}
              </Typography>
            </Stack>
            <Button
              component={RouterLink}
              to={withNext('/register', back)}
              variant="contained"
              size="large"
              data-testid="visitor-register"
            >
              {t('games.visitor.register')}
            </Button>
            <Button
              component={RouterLink}
              to={withNext('/login', back)}
              variant="outlined"
              startIcon={<LoginIcon />}
              data-testid="visitor-sign-in"
            >
              {t('games.visitor.sign_in')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('games.visitor.first_game', { percent: FIRST_GAME_DISCOUNT_PERCENT })}
            </Typography>
          </>
        ) : (
          <Alert severity="info" variant="outlined">
            {t('games.visitor.closed')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
