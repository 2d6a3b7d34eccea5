import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A list's search box: a magnifier, at most 100 characters, "search" on a phone's enter key. */
export function SearchField({
  value,
  onChange,
  label,
  testId,
  placeholder,
  fullWidth,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId: string;
  placeholder?: string | undefined;
  fullWidth?: boolean | undefined;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
