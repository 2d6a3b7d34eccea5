// One file per area of the app; their top-level keys never overlap (locales.test.ts checks).
import common from './common.json';
import places from './places.json';
import auth from './auth.json';
import dashboard from './dashboard.json';
import onboarding from './onboarding.json';
import games from './games.json';
import teams from './teams.json';
import wallet from './wallet.json';
import rating from './rating.json';
import sides from './sides.json';
import formations from './formations.json';
import results from './results.json';
import profile from './profile.json';
import players from './players.json';
import settings from './settings.json';
import fitness from './fitness.json';
import teamMatches from './team_matches.json';
import notifications from './notifications.json';
import admin from './admin.json';
import adminMoney from './admin_money.json';
import adminReconciliation from './admin_reconciliation.json';
import reliability from './reliability.json';
import competitions from './competitions.json';
import devOutbox from './dev_outbox.json';

export default {
  ...common,
  ...places,
  ...auth,
  ...dashboard,
  ...onboarding,
  ...games,
  ...teams,
  ...wallet,
  ...rating,
  ...sides,
  ...formations,
  ...results,
  ...profile,
  ...players,
  ...settings,
  ...fitness,
  ...teamMatches,
  ...notifications,
  ...admin,
  ...adminMoney,
  ...adminReconciliation,
  ...reliability,
  ...competitions,
  ...devOutbox,
};
