import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GameFormState } from '../lib/game-form';

/** What every section of the game form gets: the form, a setter of one field, the field's message. */
export interface GameFormSectionProps {
  form: GameFormState;
  set: <K extends keyof GameFormState>(key: K, value: GameFormState[K]) => void;
  /** The message to show under a field (the server's, else the form's own), if any. */
  error: (field: string) => string | undefined;
}

/** A titled card of the game form, its fields in two columns from `sm` up. */
export function GameFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
