import { SaveAlertButton } from '../../features/alerts/components/save-alert-button';
import { CardBookingAction } from '../../features/booking/components/card-booking-action';
import { GamesPage } from '../../features/games/pages/games-page';
import { MyGamesPage } from '../../features/games/pages/my-games-page';

/** `/games`: the games feature's list, each card with booking's register button (decision 18). */
export function GamesRoute() {
  return <GamesPage cardAction={CardBookingAction} searchAction={SaveAlertButton} />;
}

/** `/games/mine`: my games, with booking's status on each card. */
export function MyGamesRoute() {
  return <MyGamesPage cardAction={CardBookingAction} />;
}
