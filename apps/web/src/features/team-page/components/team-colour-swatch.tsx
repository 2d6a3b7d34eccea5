import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import { colourName } from '../../../lib/colour-name';

/** A team colour as a swatch and its name in the interface language ("Tünd yaşıl"), never its hex code. */
export function TeamColourSwatch({ colour }: { colour: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 20,
          height: 20,
          borderRadius: '6px',
          bgcolor: colour,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <span data-testid="team-colour">{t(`teams.colour_names.${colourName(colour)}`)}</span>
    </Stack>
  );
}
