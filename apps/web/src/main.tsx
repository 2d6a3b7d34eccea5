// First: detects the language and cleans the address bar before the router reads it.
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './app/app';

// Served under a CSP without 'unsafe-eval': stop zod probing `new Function`, which the browser reports.
configureZod({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
