import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface RosterSectionProps {
  title: string;
  /** Shown instead of the list when there is nobody in it. */
  empty?: string | undefined;
  /** The list's `li` entries. */
  children: ReactNode;
}

/** One list of the roster page (confirmed, guests, waitlist): its heading, then its entries two abreast on wide screens. */
export function RosterSection({ title, empty, children }: RosterSectionProps) {
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}
