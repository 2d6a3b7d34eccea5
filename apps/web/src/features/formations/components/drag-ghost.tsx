import Box from '@mui/material/Box';

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
