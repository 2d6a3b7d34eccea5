// Build-time entry (vite build --ssr, run by scripts/prerender.mjs, never shipped): renders the
// sign-in and registration pages to HTML with their critical CSS, once per language, theme and set
// of providers, so the server sends them painted before any script has run without loading React
// or MUI itself (docs/decisions/0044-signin-first-load.md). The browser then renders the same tree over it.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  type AuthProvidersResponse,
  type Language,
  type PrerenderedAuthPage,
  prerenderedAuthVariants,
} from '@oyna/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { authKeys } from '../api/auth-keys';
import { AuthLayout } from '../components/layouts/auth-layout';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { i18n, startI18n } from '../lib/i18n';
import az from '../locales/az/index';
import en from '../locales/en/index';
import ru from '../locales/ru/index';
import { createQueryClient } from '../lib/query-client';
import { useThemeStore } from '../lib/theme-store';
import { withButtonsDisabled } from './drawn-buttons';
import { AppProvider } from './provider';

void startI18n({ az, ru, en }, 'az');

/** Every variant the build writes (pages × languages × themes × provider sets). */
export { prerenderedAuthVariants };

export interface RenderedAuthShell {
  /** The markup inside `#root`. */
  body: string;
  /** The styles the markup uses (emotion's rules for exactly these components). */
  css: string;
  /** The page's `<title>` text. */
  title: string;
}

/**
 * One page in one language and theme. The providers' answer is the server's own, so the buttons
 * are drawn in their final state (no hint appearing later and moving the form).
 */
export async function renderAuthShell(options: {
  page: PrerenderedAuthPage;
  language: Language;
  theme: 'dark' | 'light';
  providers: AuthProvidersResponse;
}): Promise<RenderedAuthShell> {
  await i18n.changeLanguage(options.language);
  const isDarkMode = options.theme === 'dark';
  useThemeStore.setState({ isDarkMode });
  // react-dom/server draws a store's initial state (useSyncExternalStore's server snapshot), so the
  // theme goes there too: without it every light page was drawn dark.
  Object.assign(useThemeStore.getInitialState(), { isDarkMode });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.providers(), options.providers);

  // `compat` keeps every rule in `cache.inserted` instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[options.page]}>
          <Routes>
            <Route element={<AuthLayout />}>
              <Route path="login" element={<LoginPage />} />
              <Route path="register" element={<RegisterPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProvider>
    </CacheProvider>,
  );
  queryClient.clear();
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  // React writes the page's <title> where it is rendered; the server puts it in the head.
  let title = 'Oyna';
  const body = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { body: withButtonsDisabled(body), css, title };
}
