import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

/**
 * Cards side by side: one column on a phone, two from the tablet width, three on a wide screen.
 * As a `list`, a bulletless `ul` whose children are the `li`s; otherwise a plain grid.
 */
export function CardGrid({ list = false, sx, ...props }: Omit<BoxProps, 'component'> & { list?: boolean }) {
  return (
    <Box
      component={list ? 'ul' : 'div'}
      {...props}
      sx={[
        {
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        },
        list && { listStyle: 'none', m: 0, p: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** A card list while it loads: `count` copies of a placeholder card, the grid announced as loading. */
export function CardGridSkeleton({ count, card }: { count: number; card: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CardGrid list aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{card}</li>
      ))}
    </CardGrid>
  );
}
