import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';

/**
 * Cards side by side: one column on a phone, two from the tablet width, three on a wide screen.
 * As a `list`, a bulletless `ul` whose children are the `li`s; otherwise a plain grid.
 *
 * A long list gives `itemHeight`, its cards' usual height on a phone in px: the browser then skips
 * styling, laying out and painting the cards out of sight (`content-visibility: auto`) until they
 * are scrolled near, and reserves that height for each until it has drawn it once. A page of 12
 * game cards is 1,121 boxes to lay out where a phone shows two or three cards.
 */
export function CardGrid({
  list = false,
  itemHeight,
  sx,
  ...props
}: Omit<BoxProps, 'component'> & { list?: boolean; itemHeight?: number }) {
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
        itemHeight !== undefined && {
          '& > *': { contentVisibility: 'auto', containIntrinsicSize: `auto ${itemHeight}px` },
        },
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
