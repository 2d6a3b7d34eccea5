import { getContrastRatio } from '@mui/material/styles';

/** Telegram's theme parameters that Oyna's theme takes (colours as `#rrggbb`). */
export interface TelegramColors {
  bgColor?: string | undefined;
  secondaryBgColor?: string | undefined;
  sectionBgColor?: string | undefined;
  textColor?: string | undefined;
  hintColor?: string | undefined;
  buttonColor?: string | undefined;
  buttonTextColor?: string | undefined;
}

/** The parts of the app's palette that Telegram's colours replace. */
export interface PaletteOverrides {
  background?: { default: string; paper: string };
  text?: { primary: string; secondary: string };
  primary?: { main: string; contrastText: string };
}

const TEXT_CONTRAST = 4.5;

function contrast(a: string, b: string): number {
  try {
    return getContrastRatio(a, b);
  } catch {
    return 0;
  }
}

/** Light or dark, as Telegram's background is. */
export function telegramColorScheme(colors: TelegramColors, fallback: 'dark' | 'light'): 'dark' | 'light' {
  if (!colors.bgColor) return fallback;
  return contrast(colors.bgColor, '#000000') > contrast(colors.bgColor, '#ffffff') ? 'light' : 'dark';
}

/**
 * Telegram's colours as the app's palette, each taken only where it keeps text readable (WCAG AA,
 * 4.5:1) on the backgrounds it is used on: a client's pale hint colour or a button colour too light
 * for white text leaves the app's own colour in place.
 */
export function telegramPalette(
  colors: TelegramColors,
  base: PaletteOverrides & Required<PaletteOverrides>,
): PaletteOverrides {
  const overrides: PaletteOverrides = {};
  const background = colors.bgColor
    ? { default: colors.bgColor, paper: colors.sectionBgColor ?? colors.secondaryBgColor ?? colors.bgColor }
    : base.background;
  const backgrounds = [background.default, background.paper];
  const readable = (color: string | undefined): color is string =>
    !!color && backgrounds.every((behind) => contrast(color, behind) >= TEXT_CONTRAST);

  const textPrimary = readable(colors.textColor) ? colors.textColor : base.text.primary;
  if (!readable(textPrimary)) return overrides; // Telegram's backgrounds do not suit the app's text
  overrides.background = background;
  overrides.text = {
    primary: textPrimary,
    secondary: readable(colors.hintColor)
      ? colors.hintColor
      : readable(base.text.secondary)
        ? base.text.secondary
        : textPrimary,
  };
  const { buttonColor, buttonTextColor } = colors;
  if (
    buttonColor &&
    buttonTextColor &&
    readable(buttonColor) &&
    contrast(buttonColor, buttonTextColor) >= TEXT_CONTRAST
  ) {
    overrides.primary = { main: buttonColor, contrastText: buttonTextColor };
  } else if (!readable(base.primary.main)) {
    overrides.primary = { main: textPrimary, contrastText: background.default };
  }
  return overrides;
}
