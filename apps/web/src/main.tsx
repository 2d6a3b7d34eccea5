// First: detects the language and cleans the address bar before the router reads it.
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './app/app';
import { loadManatFont } from './lib/manat-font';
import { registerServiceWorker } from './lib/register-service-worker';
import { useSessionStore } from './lib/session/session-store';

// Served under a CSP without 'unsafe-eval': stop zod probing `new Function`, which the browser reports.
configureZod({ jitless: true });

// Before the first render: with no stored session this ends at once, so visitors see no
// "checking" screen; with one, /auth/me is already on its way.
void useSessionStore.getState().checkAuth();

// Inlined and tiny, so this takes milliseconds; never more than a moment even if it stalls.
await Promise.race([loadManatFont(), new Promise((resolve) => setTimeout(resolve, 300))]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The app shell is kept for offline use (see pwa/service-worker.js).
registerServiceWorker();
