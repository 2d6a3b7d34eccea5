// The landing page's own entry: hydrates the pre-rendered HTML with React alone (no MUI, no
// router, no i18next), so the page stays within its JavaScript budget.
import { LIVE_STATS } from '@oyna/shared/web/landing-template';
import { type Language, isLanguage } from '@oyna/shared/i18n/languages';
import type { PublicStats } from '@oyna/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../features/landing/landing.css';
import { LandingApp } from '../features/landing/landing-app';
import { LANDING_COPY } from '../features/landing/load-landing-copy';
import { readRememberedLanguage } from '../lib/browser-preferences';
import { detectLanguage } from '../lib/detect-language';
import { registerServiceWorker } from '../lib/register-service-worker';

/** The numbers the server wrote into the page, so hydration starts from the same markup. */
function statsInPage(): PublicStats | null {
  const values = LIVE_STATS.map((stat) =>
    document.querySelector(`[data-stat="${stat}"]`)?.getAttribute('data-value'),
  );
  if (values.some((value) => !value)) return null;
  const [venues, upcomingGames] = values.map(Number);
  return { venues: venues ?? 0, upcoming_games: upcomingGames ?? 0 };
}

async function start() {
  const shown = document.documentElement.lang;
  const language: Language = isLanguage(shown) ? shown : 'az';

  // The order of docs/product-rules.md#audience-and-languages: ?lang, then the stored choice. The server already honoured ?lang and the
  // cookie; a choice stored only locally (before the cookie existed) reloads the page in it once.
  const detected = detectLanguage({
    search: window.location.search,
    stored: readRememberedLanguage(),
    navigatorLanguages: window.navigator.languages,
  });
  if (detected.source === 'storage' && detected.language !== language) {
    window.location.replace(`/?lang=${detected.language}${window.location.hash}`);
    return;
  }
  if (detected.searchChanged) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${detected.search}${hash}`);
  }

  const copy = await LANDING_COPY[language]();
  const container = document.getElementById('root');
  if (!container) throw new Error('landing.html has no #root element');
  const app = (
    <StrictMode>
      <LandingApp
        language={language}
        copy={copy}
        initialStats={statsInPage()}
        year={new Date().getFullYear()}
      />
    </StrictMode>
  );
  // Pre-rendered in production; empty under `vite` (development), where it is simply rendered.
  // As a transition, hydrating yields to the browser between components instead of taking one
  // long task (65-85 ms on the 2-core machine, 250-340 ms at Lighthouse's 4x slowdown), and a tap
  // meanwhile is handled first: React hydrates what was tapped and replays the event.
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  registerServiceWorker();
}

void start();
