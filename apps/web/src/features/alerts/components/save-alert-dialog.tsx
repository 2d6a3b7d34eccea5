import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BAKU_DISTRICTS, GAME_FORMATS, type GameFormat } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateAlert } from '../api/alerts';
import {
  type AlertDraft,
  type ListedSearch,
  alertInput,
  draftFromSearch,
  draftIsNarrowed,
  weekdayKey,
} from '../lib/alert-draft';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Saves a search as a game alert: prefilled from the list's filters, at least one field chosen. */
export function SaveAlertDialog(props: { open: boolean; search: ListedSearch; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAlert();
  const [draft, setDraft] = useState<AlertDraft>(() => draftFromSearch(props.search));
  const [tried, setTried] = useState(false);
  const change = (patch: Partial<AlertDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const narrowed = draftIsNarrowed(draft);

  const close = () => {
    if (create.isPending) return;
    create.reset();
    setTried(false);
    setDraft(draftFromSearch(props.search));
    props.onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!narrowed) return;
    create.mutate(alertInput(draft), {
      onSuccess: () => {
        toast.success(t('alerts.save.done'));
        close();
      },
    });
  };
  const problem = tried && !narrowed ? t('alerts.save.needs_narrowing') : null;

  return (
    <FormDialog
      open={props.open}
      title={t('alerts.save.title')}
      onClose={close}
      onSubmit={submit}
      pending={create.isPending}
      error={problem ?? (create.isError ? errorMessage(create.error, t) : null)}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('alerts.save.confirm')}
      confirmTestId="save-alert-confirm"
      testId="save-alert-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('alerts.save.intro')}
      </Typography>
      <Autocomplete
        multiple
        options={[...BAKU_DISTRICTS]}
        value={draft.districts}
        onChange={(_event, districts) => change({ districts })}
        getOptionLabel={(district) => t(`districts.${district}`)}
        renderInput={(params) => <TextField {...params} label={t('alerts.fields.districts')} />}
      />
      <Stack spacing={1}>
        <Typography variant="body2" id="alert-weekdays-label">
          {t('alerts.fields.weekdays')}
        </Typography>
        <ToggleButtonGroup
          aria-labelledby="alert-weekdays-label"
          value={draft.weekdays}
          onChange={(_event, weekdays: number[]) => change({ weekdays })}
          size="small"
          sx={{ flexWrap: 'wrap' }}
        >
          {WEEKDAYS.map((day) => (
            <ToggleButton
              key={day}
              value={day}
              aria-label={t(`alerts.weekdays_long.${weekdayKey(day)}`)}
              sx={{ minWidth: 40 }}
            >
              {t(`alerts.weekdays.${weekdayKey(day)}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('alerts.fields.time_from')}
          type="time"
          value={draft.timeFrom}
          onChange={(event) => change({ timeFrom: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label={t('alerts.fields.time_to')}
          type="time"
          value={draft.timeTo}
          onChange={(event) => change({ timeTo: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('alerts.fields.format')}
          value={draft.format}
          onChange={(event) => change({ format: event.target.value as GameFormat | '' })}
          fullWidth
        >
          <MenuItem value="">{t('alerts.fields.any_format')}</MenuItem>
          {GAME_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t(`games.formats.${format}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('alerts.fields.max_price')}
          type="number"
          value={draft.maxPrice}
          onChange={(event) => change({ maxPrice: event.target.value })}
          slotProps={{ htmlInput: { min: 0, max: 1000, step: 1 } }}
          fullWidth
        />
      </Stack>
      {props.search.venue_id !== undefined ? (
        <FormControlLabel
          control={
            <Switch
              checked={draft.venueId !== null}
              onChange={(event) =>
                change({ venueId: event.target.checked ? draftFromSearch(props.search).venueId : null })
              }
            />
          }
          label={t('alerts.fields.this_venue')}
        />
      ) : null}
      <Stack spacing={1}>
        <Typography variant="body2" id="alert-delivery-label">
          {t('alerts.fields.delivery')}
        </Typography>
        <RadioGroup
          aria-labelledby="alert-delivery-label"
          value={draft.delivery}
          onChange={(event) => change({ delivery: event.target.value === 'digest' ? 'digest' : 'instant' })}
        >
          <FormControlLabel value="instant" control={<Radio />} label={t('alerts.delivery.instant')} />
          <FormControlLabel value="digest" control={<Radio />} label={t('alerts.delivery.digest')} />
        </RadioGroup>
        {draft.delivery === 'digest' ? (
          <TextField
            select
            label={t('alerts.fields.digest_hour')}
            value={draft.digestHour}
            onChange={(event) => change({ digestHour: Number(event.target.value) })}
          >
            {HOURS.map((hour) => (
              <MenuItem key={hour} value={hour}>
                {`${String(hour).padStart(2, '0')}:00`}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </FormDialog>
  );
}
