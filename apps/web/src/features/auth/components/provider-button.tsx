import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

const providerButtonSx = {
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

const providerHintSx = {
  display: 'block',
  mt: 0.75,
  px: 0.5,
  color: (theme: Theme) => theme.palette.text.secondary,
} as const;

/** The look shared by the Google and Telegram buttons: full width, outlined, brand icon. */
export function ProviderButton(props: ButtonProps & { 'data-testid': string; 'data-state'?: string }) {
  return <Button fullWidth variant="outlined" size="large" sx={providerButtonSx} {...props} />;
}

/** Why a provider's button cannot be used, under it (the button's `aria-describedby` is `id`); nothing without a reason. */
export function ProviderHint({
  id,
  reason,
  testId,
}: {
  id: string;
  reason: string | undefined;
  testId: string;
}) {
  if (!reason) return null;
  return (
    <Typography id={id} variant="caption" sx={providerHintSx} data-testid={testId}>
      {reason}
    </Typography>
  );
}
