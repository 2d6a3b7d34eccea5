import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMPETITION_ACCESS,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  COMPETITION_MAX_VENUES,
  COMPETITION_MAX_WINDOWS,
  GAME_FORMATS,
} from '@oyna/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OrganizerPage } from '../../../components/organizer-page';
import { VenueField } from '../../../components/venue-field';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { formServerErrors } from '../lib/server-errors';
import { useCreateCompetition } from '../api/competition-mutations';
import {
  checkCompetitionForm,
  emptyCompetitionForm,
  type CompetitionFormState,
} from '../lib/competition-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Paper>
  );
}

/** `/organizer/competitions/new`: an organizer creates a cup or a league, open for registration at once. */
export function CompetitionFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const [form, setForm] = useState(() => emptyCompetitionForm(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateCompetition();
  const set = (changes: Partial<CompetitionFormState>) => setForm((current) => ({ ...current, ...changes }));
  const field = (name: string): Pick<TextFieldProps, 'error' | 'helperText'> => ({
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  const text = (key: keyof CompetitionFormState, name: string, label: string, props: TextFieldProps = {}) => (
    <TextField
      label={label}
      value={form[key] as string}
      onChange={(event) => set({ [key]: event.target.value } as Partial<CompetitionFormState>)}
      {...field(name)}
      {...props}
      slotProps={{
        ...props.slotProps,
        htmlInput: { 'data-testid': `competition-form-${name}`, ...(props.slotProps?.htmlInput as object) },
      }}
    />
  );
  const submit = () => {
    const checked = checkCompetitionForm(form, language);
    setFormError(null);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (competition) => {
        toast.success(t('competitions.create.created'));
        void navigate(`/tournaments/${competition.id}`);
      },
      onError: (error) => {
        const server = formServerErrors(error, t('errors.generic'));
        setErrors(server.fields);
        setFormError(server.message);
      },
    });
  };
  const knockout = form.format !== 'round_robin';
  return (
    <OrganizerPage backTo="/tournaments" backLabel={t('competitions.back_to_list')} maxWidth={880}>
      <title>{`${t('competitions.create.title')} · ${t('common.app_name')}`}</title>
      <Typography variant="h1">{t('competitions.create.title')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2.5}>
          <Section title={t('competitions.tabs.overview')}>
            {text('name', 'name', t('competitions.create.name'), {
              required: true,
              sx: { gridColumn: '1 / -1' },
            })}
            {text('description', 'description', t('competitions.create.description'), {
              multiline: true,
              minRows: 2,
              sx: { gridColumn: '1 / -1' },
            })}
            <TextField
              select
              label={t('competitions.create.kind')}
              value={form.kind}
              onChange={(event) => set({ kind: event.target.value as CompetitionFormState['kind'] })}
            >
              {COMPETITION_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`competitions.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('competitions.create.format')}
              value={form.format}
              onChange={(event) => set({ format: event.target.value as CompetitionFormState['format'] })}
            >
              {COMPETITION_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {t(`competitions.formats.${format}`)}
                </MenuItem>
              ))}
            </TextField>
            {form.format === 'round_robin' ? (
              <TextField
                select
                label={t('competitions.formats.double_round_robin')}
                value={form.roundRobinLegs}
                onChange={(event) => set({ roundRobinLegs: event.target.value as '1' | '2' })}
              >
                <MenuItem value="1">{t('competitions.overview.no')}</MenuItem>
                <MenuItem value="2">{t('competitions.overview.yes')}</MenuItem>
              </TextField>
            ) : null}
            {form.format === 'groups_knockout' ? (
              <>
                {text('groupCount', 'group_count', t('competitions.create.group_count'), { type: 'number' })}
                {text('advancePerGroup', 'advance_per_group', t('competitions.create.advance_per_group'), {
                  type: 'number',
                })}
              </>
            ) : null}
            {knockout ? (
              <FormControlLabel
                control={
                  <Switch
                    checked={form.thirdPlace}
                    onChange={(event) => set({ thirdPlace: event.target.checked })}
                  />
                }
                label={t('competitions.create.third_place')}
              />
            ) : null}
            <TextField
              select
              label={t('competitions.create.tier')}
              value={form.access}
              onChange={(event) => set({ access: event.target.value as CompetitionFormState['access'] })}
            >
              {COMPETITION_ACCESS.map((access) => (
                <MenuItem key={access} value={access}>
                  {t(`competitions.tiers.${access}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('competitions.create.tiebreak')}
              value={form.tiebreak}
              onChange={(event) => set({ tiebreak: event.target.value as CompetitionFormState['tiebreak'] })}
            >
              <MenuItem value="fifa_2026">{t('competitions.create.tiebreak_fifa_2026')}</MenuItem>
              <MenuItem value="fifa_2018">{t('competitions.create.tiebreak_fifa_2018')}</MenuItem>
            </TextField>
          </Section>
          <Section title={t('competitions.create.matches_title')}>
            <TextField
              select
              label={t('competitions.create.match_format')}
              value={form.matchFormat}
              onChange={(event) =>
                set({ matchFormat: event.target.value as CompetitionFormState['matchFormat'] })
              }
            >
              {GAME_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {format}
                </MenuItem>
              ))}
            </TextField>
            {text('matchMinutes', 'match_minutes', t('competitions.create.match_minutes'), {
              type: 'number',
            })}
            {text('minTeams', 'min_teams', t('competitions.create.min_teams'), { type: 'number' })}
            {text('maxTeams', 'max_teams', t('competitions.create.max_teams'), { type: 'number' })}
            {text('squadMin', 'squad_min', t('competitions.create.squad_min'), { type: 'number' })}
            {text('squadMax', 'squad_max', t('competitions.create.squad_max'), { type: 'number' })}
            {text('entryFee', 'entry_fee', t('competitions.create.fee'), {
              type: 'number',
              slotProps: { htmlInput: { min: 0, step: 0.5 } },
            })}
            {text('deadline', 'registration_deadline', t('competitions.create.deadline'), {
              type: 'datetime-local',
              slotProps: { inputLabel: { shrink: true } },
            })}
          </Section>
          <Section title={t('competitions.create.where_when')}>
            <Stack spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
              {form.venues.map((row, index) => (
                <Box
                  key={index}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1fr auto' },
                    gap: 1,
                    alignItems: 'start',
                  }}
                >
                  <VenueField
                    venueId={row.venueId}
                    onChange={(venueId) =>
                      set({
                        venues: form.venues.map((item, at) => (at === index ? { ...item, venueId } : item)),
                      })
                    }
                    label={t('competitions.create.venue')}
                    error={index === 0 ? errors['venues'] : undefined}
                    testId={`competition-form-venue-${index}`}
                  />
                  <TextField
                    label={t('competitions.create.pitches')}
                    value={row.pitches}
                    onChange={(event) =>
                      set({
                        venues: form.venues.map((item, at) =>
                          at === index ? { ...item, pitches: event.target.value } : item,
                        ),
                      })
                    }
                    helperText={t('competitions.create.pitches_hint')}
                    sx={{ gridRow: { xs: 2, sm: 'auto' } }}
                  />
                  <IconButton
                    aria-label={t('competitions.create.remove')}
                    disabled={form.venues.length === 1}
                    onClick={() => set({ venues: form.venues.filter((_, at) => at !== index) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              ))}
              <Button
                startIcon={<AddIcon />}
                sx={{ alignSelf: 'flex-start' }}
                disabled={form.venues.length >= COMPETITION_MAX_VENUES}
                onClick={() => set({ venues: [...form.venues, { venueId: null, pitches: '1' }] })}
              >
                {t('competitions.create.add_venue')}
              </Button>
            </Stack>
            <Stack spacing={1.5} sx={{ gridColumn: '1 / -1' }}>
              {form.windows.map((row, index) => {
                const change = (changes: Partial<typeof row>) =>
                  set({
                    windows: form.windows.map((item, at) => (at === index ? { ...item, ...changes } : item)),
                  });
                return (
                  <Box
                    key={index}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' },
                      gap: 1,
                      alignItems: 'start',
                    }}
                  >
                    <TextField
                      type="date"
                      label={t('competitions.create.day')}
                      value={row.date}
                      onChange={(event) => change({ date: event.target.value })}
                      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                      slotProps={{ inputLabel: { shrink: true } }}
                      error={index === 0 && Boolean(errors['windows'])}
                      helperText={index === 0 ? errors['windows'] : undefined}
                    />
                    <TextField
                      type="time"
                      label={t('competitions.create.window_from')}
                      value={row.start}
                      onChange={(event) => change({ start: event.target.value })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <TextField
                      type="time"
                      label={t('competitions.create.window_to')}
                      value={row.end}
                      onChange={(event) => change({ end: event.target.value })}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <IconButton
                      aria-label={t('competitions.create.remove')}
                      disabled={form.windows.length === 1}
                      onClick={() => set({ windows: form.windows.filter((_, at) => at !== index) })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                );
              })}
              <Button
                startIcon={<AddIcon />}
                sx={{ alignSelf: 'flex-start' }}
                disabled={form.windows.length >= COMPETITION_MAX_WINDOWS}
                onClick={() =>
                  set({
                    windows: [
                      ...form.windows,
                      { ...(form.windows.at(-1) ?? { date: '', start: '10:00', end: '22:00' }) },
                    ],
                  })
                }
              >
                {t('competitions.create.add_window')}
              </Button>
            </Stack>
          </Section>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {Object.keys(errors).length > 0 && !formError ? (
            <Alert severity="error" role="alert">
              {t('competitions.create.fix_fields')}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={create.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="competition-form-submit"
          >
            {t('competitions.create.submit')}
          </Button>
        </Stack>
      </Box>
    </OrganizerPage>
  );
}
