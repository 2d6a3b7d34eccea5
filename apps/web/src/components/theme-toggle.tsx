import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../lib/use-translation';
import { useMiniAppStore } from '../lib/telegram/mini-app-bridge';
import { useThemeStore } from '../lib/theme-store';
import { BarTooltip } from './bar-tooltip';

/**
 * Switches between the dark and the light theme; the tooltip names the mode it switches to. Not
 * shown inside the Telegram Mini App, where Telegram's own theme decides (decision 83).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const isDarkMode = useThemeStore((state) => state.isDarkMode);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const telegramDecides = useMiniAppStore((state) => state.colors !== null);
  const label = isDarkMode ? t('common.theme.light') : t('common.theme.dark');
  if (telegramDecides) return null;

  return (
    <BarTooltip title={label}>
      <IconButton color="inherit" onClick={toggleTheme} aria-label={label} data-testid="theme-toggle">
        {isDarkMode ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </BarTooltip>
  );
}
