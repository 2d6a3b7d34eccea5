import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AnimatedBackground } from '../animated-background';
import { LanguageSwitcher } from '../language-switcher';
import { ThemeToggle } from '../theme-toggle';
import { APP_HEIGHT, SAFE_TOP } from '../../lib/safe-area';

interface BackdropPageProps {
  /** On the left of the top row: the way back to the site, or the logo. */
  start: ReactNode;
  /** On the right, after the language and theme: the account's button. */
  end: ReactNode;
  /** The top row's side padding on a phone (less where the first item is a text button with its own). */
  phoneInset: 1 | 1.5;
  /** How the page's content is laid out in its `main`. */
  mainSx: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A page drawn over the animated background, outside the app's frame (sign-in pages, onboarding):
 * its own top row, then its content.
 */
export function BackdropPage({ start, end, phoneInset, mainSx, children }: BackdropPageProps) {
  return (
    <Box
      sx={{
        minHeight: APP_HEIGHT,
        pt: SAFE_TOP,
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
      }}
    >
      <AnimatedBackground />
      <Box
        component="header"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: { xs: phoneInset, sm: 3 },
          py: { xs: 1, sm: 2 },
        }}
      >
        {start}
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <ThemeToggle />
        {end}
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={[{ position: 'relative', zIndex: 1, flex: 1 }, ...(Array.isArray(mainSx) ? mainSx : [mainSx])]}
      >
        {children}
      </Box>
    </Box>
  );
}
