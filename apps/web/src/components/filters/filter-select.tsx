import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const ANY = '';

/** A list filter from a fixed list; its first choice (`anyLabel`) sets nothing (undefined). */
export function FilterSelect<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  anyLabel: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ANY}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      slotProps={{
        inputLabel: { shrink: true },
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
      }}
    >
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
