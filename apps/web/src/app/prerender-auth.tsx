// Build-time entry (vite build --ssr, run by scripts/prerender.mjs, never shipped): renders the
// sign-in and registration pages to HTML with their critical CSS, once per language, theme and set
// of providers, so the server sends them painted before any script has run without loading React
// or MUI itself (docs/decisions/0044-signin-first-load.md). The browser then renders the same tree over it.
import {
  type AuthProvidersResponse,
  type DrawnPage,
  type Language,
  type PrerenderedAuthPage,
  prerenderedAuthVariants,
} from '@oyna/shared';
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
import { drawPage, setServerState } from './draw-page';
import { AppProvider } from './provider';

void startI18n({ az, ru, en }, 'az');

/** Every variant the build writes (pages × languages × themes × provider sets). */
export { prerenderedAuthVariants };

/**
 * One page in one language and theme. The providers' answer is the server's own, so the buttons
 * are drawn in their final state (no hint appearing later and moving the form).
 */
export async function renderAuthShell(options: {
  page: PrerenderedAuthPage;
  language: Language;
  theme: 'dark' | 'light';
  providers: AuthProvidersResponse;
}): Promise<DrawnPage> {
  await i18n.changeLanguage(options.language);
  // Into the store's initial state too: without it every light page was drawn dark.
  setServerState(useThemeStore, { isDarkMode: options.theme === 'dark' });
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.providers(), options.providers);

  const drawn = drawPage(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[options.page]}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
  queryClient.clear();
  return drawn;
}
