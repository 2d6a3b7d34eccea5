// The interface's words: one JSON file per area of the app in each language folder (az, ru, en),
// their top-level keys never overlapping (locales.test.ts checks). This is the one list of the areas:
// a language's index merges every file of its folder, and the type below names each area once.
// The words the API writes too (the districts' names) come from @oyna/shared instead of a file.
import { BAKU_DISTRICTS, BAKU_DISTRICT_NAMES, type BakuDistrict, type Language } from '@oyna/shared';
import type common from './az/common.json';
import type places from './az/places.json';
import type auth from './az/auth.json';
import type dashboard from './az/dashboard.json';
import type onboarding from './az/onboarding.json';
import type games from './az/games.json';
import type teams from './az/teams.json';
import type wallet from './az/wallet.json';
import type rating from './az/rating.json';
import type sides from './az/sides.json';
import type formations from './az/formations.json';
import type results from './az/results.json';
import type profile from './az/profile.json';
import type players from './az/players.json';
import type settings from './az/settings.json';
import type fitness from './az/fitness.json';
import type teamMatches from './az/team_matches.json';
import type notifications from './az/notifications.json';
import type admin from './az/admin.json';
import type adminMoney from './az/admin_money.json';
import type adminReconciliation from './az/admin_reconciliation.json';
import type reliability from './az/reliability.json';
import type competitions from './az/competitions.json';
import type devOutbox from './az/dev_outbox.json';
import type series from './az/series.json';
import type alerts from './az/alerts.json';
import type teamSlots from './az/team_slots.json';
import type phone from './az/phone.json';
import type conversations from './az/conversations.json';
import type conversationSafety from './az/conversation_safety.json';
import type support from './az/support.json';

/** The interface's words in one language (typed by the Azerbaijani files, the others match them). */
export type Translation = typeof common &
  typeof places &
  typeof auth &
  typeof dashboard &
  typeof onboarding &
  typeof games &
  typeof teams &
  typeof wallet &
  typeof rating &
  typeof sides &
  typeof formations &
  typeof results &
  typeof profile &
  typeof players &
  typeof settings &
  typeof fitness &
  typeof teamMatches &
  typeof notifications &
  typeof admin &
  typeof adminMoney &
  typeof adminReconciliation &
  typeof reliability &
  typeof competitions &
  typeof devOutbox &
  typeof series &
  typeof alerts &
  typeof teamSlots &
  typeof phone &
  typeof conversations &
  typeof conversationSafety &
  typeof support &
  ReturnType<typeof sharedAreas>;

/** The areas kept in @oyna/shared, in one language: `districts`. */
export function sharedAreas(language: Language) {
  const districts = Object.fromEntries(
    BAKU_DISTRICTS.map((district) => [district, BAKU_DISTRICT_NAMES[district][language]]),
  ) as Record<BakuDistrict, string>;
  return { districts };
}

/** A language's area files (its folder's `import.meta.glob`) and its shared areas merged into one object. */
export function mergeAreas(files: Record<string, object>, language: Language): Translation {
  return Object.assign({}, ...Object.values(files), sharedAreas(language)) as Translation;
}
