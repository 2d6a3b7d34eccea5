import Typography from '@mui/material/Typography';

/** A row's small print, one line each (ids, dates, references), wrapped anywhere so long ids fit. */
export function CaptionLines({ lines }: { lines: readonly (string | false | null | undefined | '')[] }) {
  return lines.filter(Boolean).map((line) => (
    <Typography key={String(line)} variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {line}
    </Typography>
  ));
}
