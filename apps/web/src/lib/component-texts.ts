import type { ThemeOptions } from '@mui/material/styles';
import type { TFunction } from 'i18next';

/**
 * The words MUI's components say themselves (an autocomplete's "Open" button, an alert's close
 * button), in the interface language. MUI's own locale packs are incomplete for Azerbaijani (its
 * "Open" is Russian), so they come from our translations.
 */
export function componentTexts(t: TFunction): ThemeOptions {
  return {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          openText: t('common.controls.open'),
          closeText: t('common.controls.close'),
          clearText: t('common.controls.clear'),
          noOptionsText: t('common.controls.no_options'),
          loadingText: t('common.controls.loading'),
        },
      },
      MuiAlert: { defaultProps: { closeText: t('common.controls.close') } },
    },
  };
}
