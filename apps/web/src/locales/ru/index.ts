// One file per area of the app; their top-level keys never overlap (locales.test.ts checks).
import common from './common.json';
import places from './places.json';
import auth from './auth.json';
import account from './account.json';
import dashboard from './dashboard.json';
import onboarding from './onboarding.json';
import games from './games.json';
import teams from './teams.json';
import wallet from './wallet.json';
import rating from './rating.json';
import match from './match.json';

export default {
  ...common,
  ...places,
  ...auth,
  ...account,
  ...dashboard,
  ...onboarding,
  ...games,
  ...teams,
  ...wallet,
  ...rating,
  ...match,
};
