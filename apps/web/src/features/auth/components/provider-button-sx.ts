import type { Theme } from '@mui/material/styles';

/** The look shared by the Google and Telegram buttons: full width, outlined, brand icon. */
export const providerButtonSx = {
  justifyContent: 'center',
  py: 1.25,
  fontSize: '0.975rem',
  color: 'text.primary',
  borderColor: 'divider',
  bgcolor: 'background.paper',
  gap: 0.5,
  '&:hover': { borderColor: 'text.secondary', bgcolor: 'action.hover' },
  '&.Mui-disabled': { color: 'text.disabled', borderColor: 'divider' },
} as const;

export const providerHintSx = {
  display: 'block',
  mt: 0.75,
  px: 0.5,
  color: (theme: Theme) => theme.palette.text.secondary,
} as const;
