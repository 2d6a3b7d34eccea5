import type { ComponentsProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';

type AutocompleteDefaults = ComponentsProps['MuiAutocomplete'];
type AlertDefaults = ComponentsProps['MuiAlert'];

/**
 * `theme` with the words MUI's components say themselves (an autocomplete's "Open" button, an
 * alert's close button) in the interface language. MUI's own locale packs are incomplete for
 * Azerbaijani (its "Open" is Russian), so they come from our translations.
 *
 * A copy of `theme`, not a theme made again: `createTheme(theme, texts)` merged the whole theme
 * once more in the app's first render, and translating the words there made it the render's
 * longest piece of work, for components the first screen does not draw. Each component's words
 * are translated the first time one of them is drawn (decision 107).
 */
export function withComponentTexts(theme: Theme, t: TFunction): Theme {
  const components = theme.components ?? {};
  const { MuiAutocomplete: autocomplete, MuiAlert: alert } = components;
  let autocompleteDefaults: AutocompleteDefaults | undefined;
  let alertDefaults: AlertDefaults | undefined;
  return {
    ...theme,
    components: {
      ...components,
      MuiAutocomplete: {
        ...autocomplete,
        get defaultProps(): AutocompleteDefaults {
          autocompleteDefaults ??= {
            ...autocomplete?.defaultProps,
            openText: t('common.controls.open'),
            closeText: t('common.controls.close'),
            clearText: t('common.controls.clear'),
            noOptionsText: t('common.controls.no_options'),
            loadingText: t('common.controls.loading'),
          };
          return autocompleteDefaults;
        },
      },
      MuiAlert: {
        ...alert,
        get defaultProps(): AlertDefaults {
          alertDefaults ??= { ...alert?.defaultProps, closeText: t('common.controls.close') };
          return alertDefaults;
        },
      },
    },
  };
}
