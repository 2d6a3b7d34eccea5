import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LANGUAGES, isLanguage } from '@oyna/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LANGUAGE_NATIVE_NAMES, currentLanguage, i18n } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { useThemeStore } from '../../../lib/theme-store';
import { toast } from '../../../lib/toast';
import { SectionCard } from '../../../components/section-card';

/**
 * The interface language and the theme, through the same session and theme stores as the top
 * bar's controls (the language is kept by the account).
 */
export function AppearanceSettingsCard() {
  const { t } = useTranslation();
  const isDarkMode = useThemeStore((state) => state.isDarkMode);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const updateUser = useSessionStore((state) => state.updateUser);
  const themeLabel = useId();
  const language = currentLanguage();

  return (
    <SectionCard title={t('settings.appearance.title')} testId="settings-appearance">
      <Stack spacing={2.5}>
        <TextField
          select
          label={t('settings.appearance.language')}
          value={language}
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isLanguage(chosen) || chosen === language) return;
            updateUser({ language: chosen });
            toast.success(i18n.t('profile.language_saved'));
          }}
          helperText={t('profile.language_help')}
          sx={{ maxWidth: { sm: 360 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'settings-language' } as object } }}
        >
          {LANGUAGES.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {LANGUAGE_NATIVE_NAMES[option]}
            </MenuItem>
          ))}
        </TextField>
        <div>
          <Typography id={themeLabel} sx={{ fontWeight: 700, mb: 1 }}>
            {t('settings.appearance.theme')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            aria-labelledby={themeLabel}
            value={isDarkMode ? 'dark' : 'light'}
            onChange={(_, value: 'dark' | 'light' | null) => {
              if (value && (value === 'dark') !== isDarkMode) toggleTheme();
            }}
          >
            <ToggleButton value="dark" data-testid="settings-theme-dark" sx={{ gap: 1, px: 2 }}>
              <DarkModeIcon fontSize="small" />
              {t('settings.appearance.dark')}
            </ToggleButton>
            <ToggleButton value="light" data-testid="settings-theme-light" sx={{ gap: 1, px: 2 }}>
              <LightModeIcon fontSize="small" />
              {t('settings.appearance.light')}
            </ToggleButton>
          </ToggleButtonGroup>
        </div>
      </Stack>
    </SectionCard>
  );
}
