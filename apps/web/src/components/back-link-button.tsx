import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { LinkButton } from './link-button';

/** A page's way back to where it was opened from (its list): an arrow link above the page, flush with its left edge. */
export function BackLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
      {children}
    </LinkButton>
  );
}
