import { type CSSObject, type SerializedStyles, css } from '@emotion/react';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A component's styles, written as an `sx` that depends only on the theme, for `styled()`: MUI
 * resolves them and emotion serializes them once per theme, where an `sx` prop is worked out and
 * serialized again on every render of every copy (a third of a game card's render, decision 110).
 * The rules are exactly those the same `sx` prop would write.
 */
export function themeStyles(sx: SxProps<Theme>): (props: { theme: Theme }) => SerializedStyles {
  const byTheme = new WeakMap<Theme, SerializedStyles>();
  return ({ theme }) => {
    let styles = byTheme.get(theme);
    if (!styles) {
      // MUI's and emotion's CSS object types are the same shape, declared twice.
      styles = css(theme.unstable_sx(sx) as CSSObject);
      byTheme.set(theme, styles);
    }
    return styles;
  };
}
