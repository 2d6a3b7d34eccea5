import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Venue } from '@oyna/shared';
import { useTranslation } from '../lib/use-translation';
import { useVenueOptions } from '../api/venues';

interface VenueFieldProps {
  venueId: Venue['id'] | null;
  onChange: (venueId: Venue['id'] | null) => void;
  label: string;
  required?: boolean;
  /** The field's error from the server (or the form's own check). */
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: string;
  testId?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** A form's venue picker: every venue by name and district, searchable as the player types. */
export function VenueField(props: VenueFieldProps) {
  const { t } = useTranslation();
  const venues = useVenueOptions();
  const venue = venues.data?.find((item) => item.id === props.venueId) ?? null;
  return (
    <Autocomplete<Venue>
      options={venues.data ?? []}
      loading={venues.isPending}
      value={venue}
      onChange={(_, picked) => props.onChange(picked?.id ?? null)}
      getOptionLabel={(option) => `${option.name} · ${t(`districts.${option.district}`)}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={t('games.filters.no_venues')}
      loadingText={t('common.loading')}
      disabled={props.disabled}
      sx={props.sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error ?? props.hint}
          slotProps={
            props.testId ? { htmlInput: { ...params.inputProps, 'data-testid': props.testId } } : undefined
          }
        />
      )}
    />
  );
}
