import Box from '@mui/material/Box';
import type { HTMLAttributes } from 'react';

/** Read by screen readers, not shown: a button's words beside its short visible role, the announcements. */
export function VisuallyHidden({
  inline = false,
  ...props
}: HTMLAttributes<HTMLElement> & { inline?: boolean }) {
  return (
    <Box
      component={inline ? 'span' : 'div'}
      {...props}
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    />
  );
}
