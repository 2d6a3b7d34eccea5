import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { MESSAGE_MAX_LENGTH } from '@oyna/shared';

/**
 * A message's text: several lines, the full width, at most MESSAGE_MAX_LENGTH characters (a chat
 * message, an announcement, a support request). `onText` hears the text as typed.
 */
export function MessageTextField({
  onText,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'multiline' | 'slotProps'> & { onText: (text: string) => void }) {
  return (
    <TextField
      multiline
      fullWidth
      {...props}
      onChange={(event) => onText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
    />
  );
}
