import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** An email address input (sign in, register, a reset link): the email type and the email keyboard. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField {...props} type="email" inputMode="email" />;
}
