import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { basePalette, createAppTheme } from '../theme';
import { useMiniAppStore } from './mini-app-bridge';
import { telegramColorScheme, telegramPalette } from './mini-app-palette';

/** The app's theme in Telegram's colours inside the Mini App (following a switch live); null outside. */
export function useMiniAppTheme(): Theme | null {
  const colors = useMiniAppStore((state) => state.colors);
  const colorScheme = useMiniAppStore((state) => state.colorScheme);
  return useMemo(() => {
    if (!colors) return null;
    const mode = telegramColorScheme(colors, colorScheme ?? 'dark');
    return createAppTheme(mode, telegramPalette(colors, basePalette(mode)));
  }, [colors, colorScheme]);
}
