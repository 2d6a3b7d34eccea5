import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { FIRST_GAME_DISCOUNT_PERCENT, type GameDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PlacesIndicator } from '../../../components/game/places-indicator';
import { PriceTag } from '../../../components/game/price-tag';
import { VisitorJoinBox } from '../../../components/visitor-join-box';
import { BookingPanel } from './booking-panel';

/**
 * The booking panel for a visitor who opened a shared link: the price and the places, and the way
 * in (sign in, or create an account and onboard) that comes back to this game to book it.
 */
export function VisitorJoinPanel({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const takesBookings = (game.status === 'open' || game.status === 'full') && !game.is_past;

  return (
    <BookingPanel testId="visitor-join-panel">
      <PriceTag price={game.price} quote={null} size="large" />
      <PlacesIndicator game={game} closed={!takesBookings} />
      {takesBookings ? (
        <>
          <VisitorJoinBox
            back={`/games/${game.id}`}
            title={t('games.visitor.title')}
            text={t('games.visitor.text')}
            labels={{ signIn: t('games.visitor.sign_in'), register: t('games.visitor.register') }}
            primary="register"
            testIds={{ signIn: 'visitor-sign-in', register: 'visitor-register' }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('games.visitor.first_game', { percent: FIRST_GAME_DISCOUNT_PERCENT })}
          </Typography>
        </>
      ) : (
        <Alert severity="info" variant="outlined">
          {t('games.visitor.closed')}
        </Alert>
      )}
    </BookingPanel>
  );
}
