import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../language-switcher';
import { ThemeToggle } from '../theme-toggle';

interface BackdropHeaderProps {
  /** On the left: the way back to the site, or the logo. */
  start: ReactNode;
  /** On the right, after the language and theme: the account's button. */
  end: ReactNode;
  /** The side padding on a phone (less where the first item is a text button with its own). */
  phoneInset: 1 | 1.5;
}

/** The top row of a page drawn over the animated background (sign-in pages, onboarding), above its content. */
export function BackdropHeader({ start, end, phoneInset }: BackdropHeaderProps) {
  return (
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
  );
}
