import type { PublicStats } from '@oyna/shared';
import type { Language } from '@oyna/shared/i18n/languages';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useOnline } from '../../hooks/use-online';
import {
  applyTheme,
  hasStoredSession,
  readDarkPreference,
  rememberLanguage,
  writeDarkPreference,
} from '../../lib/browser-preferences';
import { fetchPublicStats } from './api/public-stats';
import { LandingPage } from './components/landing-page';
import type { LandingCopy } from './landing-copy';

/** The theme lives on <html data-theme> (set before paint by theme-init.js); toggles notify here. */
const themeListeners = new Set<() => void>();
function subscribeTheme(listener: () => void) {
  themeListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function subscribeNothing() {
  return () => {};
}

export interface LandingAppProps {
  language: Language;
  copy: LandingCopy;
  /** The numbers the server wrote into the page (null when pre-rendering or unknown). */
  initialStats: PublicStats | null;
  year: number;
}

/**
 * The landing page with its browser state: the theme, a stored session, the connection, and the
 * live numbers refreshed from the API (the page may come from the offline cache, or be old).
 * Everything that differs from the pre-rendered HTML is read after hydration, never during it.
 */
export function LandingApp({ language, copy, initialStats, year }: LandingAppProps) {
  const [stats, setStats] = useState(initialStats);
  // Pre-rendered as dark and signed out; the browser's values apply right after hydration.
  const isDark = useSyncExternalStore(subscribeTheme, readDarkPreference, () => true);
  const signedIn = useSyncExternalStore(subscribeNothing, hasStoredSession, () => false);
  const online = useOnline();

  useEffect(() => rememberLanguage(language), [language]);
  // The server drew the theme from a cookie; a choice saved before that cookie existed, once.
  useEffect(() => {
    applyTheme(readDarkPreference());
    // The page answers clicks from here on: the tests (and nothing else) wait for this mark.
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);

  useEffect(() => {
    if (!online) return;
    let active = true;
    fetchPublicStats()
      .then((fresh) => {
        if (active && fresh) setStats(fresh);
      })
      .catch(() => {
        // Offline or the API is down: the numbers in the page stay.
      });
    return () => {
      active = false;
    };
  }, [online]);

  const toggleTheme = () => {
    writeDarkPreference(!isDark);
    for (const listener of themeListeners) listener();
  };
  return (
    <LandingPage
      language={language}
      copy={copy}
      stats={stats}
      signedIn={signedIn}
      isDark={isDark}
      offline={!online}
      year={year}
      onToggleTheme={toggleTheme}
    />
  );
}
