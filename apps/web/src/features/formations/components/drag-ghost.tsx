import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

/** The dragged player's name under the finger or the pointer; it never catches the pointer itself. */
export function DragGhost(props: { label: string; x: number; y: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'fixed',
        left: props.x,
        top: props.y,
        transform: 'translate(-50%, -140%)',
        pointerEvents: 'none',
        zIndex: 'tooltip',
        px: 1.25,
        py: 0.5,
        borderRadius: '16px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: '0.875rem',
        boxShadow: 6,
        whiteSpace: 'nowrap',
      }}
    >
      {props.label}
    </Box>
  );
}

/** Read by screen readers, not shown (the announcements of the keyboard mode). */
export function VisuallyHidden(props: ComponentProps<typeof Box>) {
  return (
    <Box
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
