import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldMessage, TEAM_SLOT_KINDS, TEAM_SLOT_LIMITS, type TeamSlot } from '@oyna/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormDialog } from '../../../components/form-dialog';
import { DurationField } from '../../../components/game/game-time-fields';
import { EveryWeeksField, WeekdaysField } from '../../../components/series/schedule-fields';
import { TwoColumnGrid } from '../../../components/two-column-grid';
import { VenueField } from '../../../components/venue-field';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { ApiError } from '../../../lib/api-error';
import { bakuDay } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { textFieldBinding } from '../../../lib/text-field-binding';
import { useSaveTeamSlot } from '../api/team-slot-mutations';
import { type SlotFormState, newSlotForm, slotChanges, slotFormOf, toSlotInput } from '../lib/slot-form';

/** The quarter hour, in seconds: the kick-off time goes by it. */
const QUARTER_HOUR_SECONDS = 900;

interface SlotFormDialogProps {
  teamId: string;
  /** The slot to edit; none: a new one. */
  slot?: TeamSlot;
  homeVenueId: number | null;
  onClose: () => void;
}

/**
 * A manager adds a weekly slot or edits one: what for, the venue, the weekdays, the kick-off in
 * Baku time, how often, the first and last dates, how long, a note. The fields are the weekly
 * game's (components/series); a field's message is the API's words for it.
 */
export function SlotFormDialog({ teamId, slot, homeVenueId, onClose }: SlotFormDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const today = bakuDay(new Date());
  const [form, setForm] = useState<SlotFormState>(() =>
    slot ? slotFormOf(slot) : newSlotForm(today, homeVenueId),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useSaveTeamSlot(teamId, slot?.id ?? null);
  const { save, refusal } = useDialogSave(mutation, {
    saved: t(slot ? 'team_slots.form.saved' : 'team_slots.form.created'),
    onClose,
  });
  const set = <K extends keyof SlotFormState>(key: K, value: SlotFormState[K]) => {
    setForm((before) => ({ ...before, [key]: value }));
    setErrors((before) => ({ ...before, [FIELD_OF[key]]: '' }));
  };
  const serverFields = mutation.error instanceof ApiError ? (mutation.error.fields ?? {}) : {};
  const error = (field: string): string | undefined =>
    errors[field] ? fieldMessage(errors[field], language) : serverFields[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toSlotInput(form, today, slot?.start_date);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const body = slot ? slotChanges(slot, checked.value) : checked.value;
    if (slot && Object.keys(body).length === 0) {
      onClose();
      return;
    }
    save(body);
  };

  return (
    <FormDialog
      open
      maxWidth="sm"
      title={t(slot ? 'team_slots.form.edit_title' : 'team_slots.form.add_title')}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      error={refusal}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('team_slots.form.save')}
      confirmTestId="team-slot-save"
      testId="team-slot-form"
    >
      <TwoColumnGrid>
        <TextField
          select
          label={t('team_slots.form.kind')}
          value={form.kind}
          onChange={(event) => set('kind', event.target.value === 'friendly' ? 'friendly' : 'training')}
          slotProps={{ htmlInput: { 'data-testid': 'team-slot-kind' } }}
        >
          {TEAM_SLOT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`team_slots.kind.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <VenueField
          venueId={form.venueId}
          onChange={(id) => set('venueId', id)}
          label={t('team_slots.form.venue')}
          required
          error={error('venue_id')}
          testId="team-slot-venue"
        />
      </TwoColumnGrid>
      <WeekdaysField
        label={t('team_slots.form.weekdays')}
        value={form.weekdays}
        onChange={(days) => set('weekdays', days)}
        error={error('weekdays')}
        testId="team-slot-weekdays"
      />
      <TwoColumnGrid>
        <TextField
          type="time"
          label={t('team_slots.form.time')}
          {...textFieldBinding(
            form.kickOffTime,
            (value) => set('kickOffTime', value),
            error('kick_off_time'),
            t('team_slots.form.time_hint'),
          )}
          required
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { step: QUARTER_HOUR_SECONDS, 'data-testid': 'team-slot-time' },
          }}
        />
        <EveryWeeksField value={form.everyWeeks} onChange={(every) => set('everyWeeks', every)} />
        <TextField
          type="date"
          label={t('team_slots.form.start_date')}
          {...textFieldBinding(form.startDate, (value) => set('startDate', value), error('start_date'))}
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'team-slot-start' } }}
        />
        <TextField
          type="date"
          label={t('team_slots.form.end_date')}
          {...textFieldBinding(
            form.endDate,
            (value) => set('endDate', value),
            error('end_date'),
            t('team_slots.form.end_date_hint'),
          )}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <DurationField
          label={t('team_slots.form.duration')}
          value={form.durationMinutes}
          onChange={(minutes) => set('durationMinutes', minutes)}
          error={error('duration_minutes')}
          min={TEAM_SLOT_LIMITS.durationMinutes.min}
          max={TEAM_SLOT_LIMITS.durationMinutes.max}
        />
      </TwoColumnGrid>
      <TextField
        label={t('team_slots.form.note')}
        {...textFieldBinding(
          form.note,
          (value) => set('note', value),
          error('note'),
          t('team_slots.form.note_hint'),
        )}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: TEAM_SLOT_LIMITS.noteMaxLength } }}
      />
      {slot ? <Alert severity="info">{t('team_slots.form.edit_warning')}</Alert> : null}
    </FormDialog>
  );
}

/** The request's field each form field fills (its message is cleared when the field changes). */
const FIELD_OF: Record<keyof SlotFormState, string> = {
  kind: 'kind',
  venueId: 'venue_id',
  weekdays: 'weekdays',
  kickOffTime: 'kick_off_time',
  everyWeeks: 'every_weeks',
  startDate: 'start_date',
  endDate: 'end_date',
  durationMinutes: 'duration_minutes',
  note: 'note',
};
