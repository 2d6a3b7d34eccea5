import { getContrastRatio } from '@mui/material/styles';

/** The contrast WCAG AA asks of text (4.5:1). */
const TEXT_CONTRAST = 4.5;

/**
 * The colour to write on `background`: `preferred` (a team's second colour) when it is readable
 * there, otherwise black or white, whichever stands out more. Team colours are the captain's
 * choice, so the initials on a badge cannot trust them.
 */
export function readableTextColor(background: string, preferred: string): string {
  try {
    if (getContrastRatio(preferred, background) >= TEXT_CONTRAST) return preferred;
    return getContrastRatio('#000000', background) >= getContrastRatio('#ffffff', background)
      ? '#000000'
      : '#ffffff';
  } catch {
    // A colour MUI cannot read: the preferred one, as before.
    return preferred;
  }
}
