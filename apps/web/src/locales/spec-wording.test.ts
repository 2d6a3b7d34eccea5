import { describe, expect, it } from 'vitest';
import departures from '../../../../docs/decisions/0054-sign-in-check-wording.md?raw';
import az from './az/index';

/** Every Azerbaijani text the specification gives (product-spec.md, sections 2 and 8), by its key. */
const SPEC_AZ: Record<string, string> = {
  'common.checking_auth': 'Autentifikasiya yoxlanılır...',
  'common.loading': 'Yüklənir...',
  'common.theme.light': 'İşıqlı rejim',
  'common.theme.dark': 'Qaranlıq rejim',
  'auth.callback.title': 'Avtorizasiya edilir...',
  'auth.callback.error': 'Avtorizasiya xətası',
  'auth.providers.loading': 'Yüklənir...',
  'auth.providers.google_error': 'Google ilə giriş xətası',
  'auth.providers.telegram_error': 'Telegram ilə giriş xətası',
  'auth.providers.success': 'Uğurla daxil oldunuz!',
  'app.nav.dashboard': 'Panel',
  'app.nav.games': 'Oyunlar',
  'app.nav.teams': 'Komandalar',
  'app.nav.profile': 'Profil',
  'app.nav.balance': 'Balans',
  'app.nav.rating': 'Reytinq',
  'app.nav.settings': 'Tənzimləmələr',
  'app.nav.logout': 'Çıxış',
};

function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], az);
}

describe('the az texts the specification gives', () => {
  it('are the app’s word for word, or their departure is named in decision 54', () => {
    for (const [key, specText] of Object.entries(SPEC_AZ)) {
      const shown = text(key);
      expect(typeof shown, key).toBe('string');
      if (shown === specText) continue;
      // A recorded departure names the key, the specification's text and the app's.
      expect(departures, `${key}: "${String(shown)}" instead of "${specText}"`).toContain(`\`${key}\``);
      expect(departures, key).toContain(`**"${specText}"**`);
      expect(departures, key).toContain(`**"${String(shown)}"**`);
    }
  });
});
