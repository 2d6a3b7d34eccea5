import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ListResultCountProps {
  /** "12 games found": null until the first answer. */
  text: ReactNode;
  /** A new page is on its way while the last one stays on screen: a thin bar shows it. */
  refreshing: boolean;
  testId: string;
}

/** Above a searchable list: how many it found, read out when it changes, and a bar while the next answer loads. */
export function ListResultCount({ text, refreshing, testId }: ListResultCountProps) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 28, mb: 1.5 }}>
        <Typography
          role="status"
          aria-live="polite"
          data-testid={testId}
          color="text.secondary"
          sx={{ fontWeight: 600 }}
        >
          {text}
        </Typography>
      </Stack>
      <Fade in={refreshing} unmountOnExit>
        <LinearProgress aria-hidden sx={{ mb: 1.5, borderRadius: 1 }} />
      </Fade>
    </>
  );
}
