import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConnectionBanner } from '../components/connection-banner';
import { Toaster } from '../components/toaster';
import { rememberTheme } from '../lib/browser-preferences';
import { useTranslation } from '../lib/use-translation';
import { withComponentTexts } from '../lib/component-texts';
import { createQueryClient } from '../lib/query-client';
import { appTheme } from '../lib/theme';
import { useThemeStore } from '../lib/theme-store';
import { useMiniAppTheme } from '../lib/telegram/use-mini-app-theme';
import { useRefreshWhenBack } from '../lib/telegram/refresh-when-back';

/**
 * Everything the pages rely on: translations, server-state cache, theme, toasts. `queryClient`
 * is given when requests were started before the first render (main.tsx).
 */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient | undefined;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const isDarkMode = useThemeStore((state) => state.isDarkMode);
  // `t` changes with the language, so the components' own words follow it.
  const { t } = useTranslation();
  // Inside the Telegram Mini App, Telegram's theme (live) instead of the player's choice.
  const telegramTheme = useMiniAppTheme();
  useRefreshWhenBack(queryClient);
  const theme = useMemo(
    () => withComponentTexts(telegramTheme ?? appTheme(isDarkMode ? 'dark' : 'light'), t),
    [telegramTheme, isDarkMode, t],
  );

  useEffect(() => {
    // The browser's own UI (address bar on mobile) follows the page background.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.default);
    document.documentElement.dataset['theme'] = theme.palette.mode;
    if (!telegramTheme) rememberTheme(theme.palette.mode === 'dark');
  }, [theme, telegramTheme]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <ConnectionBanner />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
