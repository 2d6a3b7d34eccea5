import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { GAME_FORMATS } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { competitionChoices } from '../../../lib/competition-choices';
import type { EditLock, EditLocks } from '../lib/competition-edit';
import { hasTable, type CompetitionFormState } from '../lib/competition-form';
import { FormSection } from '../../../components/form-section';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';
import { lockNote } from './lock-note';
import { TiebreakField } from './tiebreak-field';
import { VenueRowsField } from './venue-rows-field';
import { WindowRowsField } from './window-rows-field';
import { optionsOf } from '../../../lib/options';

/**
 * The form's counts, entered as numbers: the form's key and the body's field name, which is also
 * the label's key (`competitions.create.<name>`). The groups' (set at creation) ...
 */
const GROUP_NUMBERS = [
  ['groupCount', 'group_count'],
  ['advancePerGroup', 'advance_per_group'],
] as const;
/** ... and the matches' and teams' sizes (rules). */
const SIZE_NUMBERS = [
  ['matchMinutes', 'match_minutes'],
  ['minTeams', 'min_teams'],
  ['maxTeams', 'max_teams'],
  ['squadMin', 'squad_min'],
  ['squadMax', 'squad_max'],
] as const;

/** What is set once at creation: kind, format, groups and match format. */
export type CompetitionFormLocks = EditLocks & { created: 'fixed' | null };

/** The three parts of the competition form (about, matches and teams, where and when). */
export function CompetitionFormFields({
  form,
  set,
  errors,
  locks,
}: {
  form: CompetitionFormState;
  set: (changes: Partial<CompetitionFormState>) => void;
  errors: Record<string, string>;
  locks: CompetitionFormLocks;
}) {
  const { t } = useTranslation();
  /** A typed field bound to the form: its value, its change, its error. */
  const bind = <K extends keyof CompetitionFormState>(key: K, name: string) => ({
    name,
    value: form[key] as string,
    onChange: (value: string) => set({ [key]: value } as Partial<CompetitionFormState>),
    error: errors[name],
  });
  /** A count of the form, typed as a number. */
  const numberField = (
    [key, name]: (typeof GROUP_NUMBERS)[number] | (typeof SIZE_NUMBERS)[number],
    lock: EditLock | null,
  ) => (
    <FormTextField
      key={name}
      {...bind(key, name)}
      type="number"
      label={t(`competitions.create.${name}`)}
      lock={lock}
    />
  );
  const choices = competitionChoices(t);
  /** The select of one of the competition's choices (kind, format, tier). */
  const choiceField = <K extends keyof typeof choices>(key: K, label: string, lock: EditLock | null) => (
    <FormSelectField<(typeof choices)[K][number]['value']>
      name={key}
      label={label}
      value={form[key]}
      options={choices[key]}
      onChange={(value) => set({ [key]: value })}
      lock={lock}
    />
  );
  const knockout = form.format !== 'round_robin';
  return (
    <>
      <FormSection title={t('competitions.tabs.overview')}>
        <FormTextField
          {...bind('name', 'name')}
          label={t('competitions.create.name')}
          required
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField
          {...bind('description', 'description')}
          label={t('competitions.create.description')}
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
        />
        {choiceField('kind', t('competitions.create.kind'), locks.created)}
        {choiceField('format', t('competitions.create.format'), locks.created)}
        {form.format === 'round_robin' ? (
          <FormSelectField
            name="round_robin_legs"
            label={t('competitions.formats.double_round_robin')}
            value={form.roundRobinLegs}
            options={[
              { value: '1', label: t('competitions.overview.no') },
              { value: '2', label: t('competitions.overview.yes') },
            ]}
            onChange={(roundRobinLegs) => set({ roundRobinLegs })}
            lock={locks.created}
          />
        ) : null}
        {form.format === 'groups_knockout'
          ? GROUP_NUMBERS.map((field) => numberField(field, locks.created))
          : null}
        {knockout ? (
          <Box>
            <FormControlLabel
              disabled={Boolean(locks.rules)}
              control={
                <Switch
                  checked={form.thirdPlace}
                  onChange={(event) => set({ thirdPlace: event.target.checked })}
                />
              }
              label={t('competitions.create.third_place')}
            />
            {locks.rules ? <FormHelperText>{lockNote(locks.rules, t)}</FormHelperText> : null}
          </Box>
        ) : null}
        {choiceField('access', t('competitions.create.tier'), locks.rules)}
        {hasTable(form.format) ? (
          <TiebreakField
            value={form.tiebreak}
            onChange={(tiebreak) => set({ tiebreak })}
            error={errors['tiebreak']}
            lock={locks.rules}
          />
        ) : null}
      </FormSection>
      <FormSection title={t('competitions.create.matches_title')}>
        <FormSelectField
          name="match_format"
          label={t('competitions.create.match_format')}
          value={form.matchFormat}
          options={optionsOf(GAME_FORMATS, (format) => format)}
          onChange={(matchFormat) => set({ matchFormat })}
          lock={locks.created}
        />
        {SIZE_NUMBERS.map((field) => numberField(field, locks.rules))}
        <FormTextField
          {...bind('entryFee', 'entry_fee')}
          type="number"
          label={t('competitions.create.fee')}
          lock={locks.fee}
          slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
        />
        <FormTextField
          {...bind('deadline', 'registration_deadline')}
          type="datetime-local"
          label={t('competitions.create.deadline')}
          lock={locks.rules}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FormSection>
      <FormSection title={t('competitions.create.where_when')}>
        <VenueRowsField
          rows={form.venues}
          onChange={(venues) => set({ venues })}
          error={errors['venues']}
          lock={locks.rules}
        />
        <WindowRowsField
          rows={form.windows}
          onChange={(windows) => set({ windows })}
          error={errors['windows']}
          lock={locks.rules}
        />
      </FormSection>
    </>
  );
}
