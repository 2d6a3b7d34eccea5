import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GAME_FORMATS,
  GAME_KINDS,
  GAME_PRICE_RANGES_AZN,
  MAX_GUESTS_PER_PLAYER,
  PRIORITY_REGISTRATION_HOURS,
  SKILL_LEVELS,
  fieldMessage,
  type GameFormat,
  type GameKind,
  type SkillLevel,
} from '@oyna/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { VenueField } from '../../../components/venue-field';
import { toGameRequest, withFormat, withKind, type GameFormState } from '../lib/game-form';
import type { CreateGameRequest } from '@oyna/shared';

const MAX_REPEAT_WEEKS = 12;

interface GameFormProps {
  initial: GameFormState;
  mode: 'create' | 'edit';
  submitting: boolean;
  /** The server's message per field, after a refused save. */
  serverErrors: Record<string, string>;
  serverError: string | null;
  onSubmit: (request: CreateGameRequest) => void;
  onCancel: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** Create or edit a game: venue, Baku time, format and capacity, kind and price, levels, options. */
export function GameForm({
  initial,
  mode,
  submitting,
  serverErrors,
  serverError,
  onSubmit,
  onCancel,
}: GameFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form, setForm] = useState(initial);
  const guestsHintId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof GameFormState>(key: K, value: GameFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const shown = { ...errors, ...serverErrors };
  const error = (field: string) =>
    shown[field] ? (serverErrors[field] ?? fieldMessage(shown[field] ?? '', language)) : undefined;
  const range = GAME_PRICE_RANGES_AZN[form.kind];
  const perSide = Number(form.format.split('x')[0]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = toGameRequest(form, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="game-form">
      <Stack spacing={2.5}>
        {serverError ? (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        {submitted && Object.keys(errors).length > 0 ? (
          <Alert severity="warning" role="alert">
            {t('games.form.fix_errors')}
          </Alert>
        ) : null}

        <Section title={t('games.form.what_where')}>
          <TextField
            label={t('games.form.title')}
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            error={Boolean(error('title'))}
            helperText={error('title') ?? t('games.form.title_hint')}
            required
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'game-form-title' } }}
          />
          <VenueField
            venueId={form.venueId}
            onChange={(id) => set('venueId', id)}
            label={t('games.form.venue')}
            required
            error={error('venue_id')}
            testId="game-form-venue"
            sx={{ gridColumn: '1 / -1' }}
          />
          <TextField
            type="datetime-local"
            label={t('games.form.starts_at')}
            value={form.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
            error={Boolean(error('starts_at'))}
            helperText={error('starts_at') ?? t('games.form.baku_time')}
            required
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'game-form-starts-at', step: 900 },
            }}
          />
          <TextField
            type="number"
            label={t('games.form.duration')}
            value={form.durationMinutes}
            onChange={(event) => set('durationMinutes', event.target.value)}
            error={Boolean(error('duration_minutes'))}
            helperText={error('duration_minutes')}
            slotProps={{
              htmlInput: { min: 30, max: 240, step: 15, inputMode: 'numeric' },
              input: {
                endAdornment: <InputAdornment position="end">{t('games.form.minutes')}</InputAdornment>,
              },
            }}
          />
          <TextField
            label={t('games.form.description')}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
            multiline
            minRows={3}
            error={Boolean(error('description'))}
            helperText={error('description') ?? t('games.form.description_hint')}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Section>

        <Section title={t('games.form.players_price')}>
          <TextField
            select
            label={t('games.form.format')}
            value={form.format}
            onChange={(event) => setForm((current) => withFormat(current, event.target.value as GameFormat))}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'game-form-format' } as object } }}
          >
            {GAME_FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {t(`games.formats.${format}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('games.form.capacity')}
            value={form.capacity}
            onChange={(event) => set('capacity', event.target.value)}
            error={Boolean(error('capacity'))}
            helperText={error('capacity') ?? t('games.form.capacity_hint', { count: 2 * perSide })}
            slotProps={{
              htmlInput: {
                min: 2 * perSide,
                max: 50,
                inputMode: 'numeric',
                'data-testid': 'game-form-capacity',
              },
            }}
          />
          <TextField
            select
            label={t('games.form.kind')}
            value={form.kind}
            onChange={(event) => setForm((current) => withKind(current, event.target.value as GameKind))}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'game-form-kind' } as object } }}
          >
            {GAME_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`games.kinds.${kind}`)} · {formatManat(GAME_PRICE_RANGES_AZN[kind].min, language)}–
                {formatManat(GAME_PRICE_RANGES_AZN[kind].max, language)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('games.form.price')}
            value={form.price}
            onChange={(event) => set('price', event.target.value)}
            error={Boolean(error('price'))}
            helperText={
              error('price') ??
              t('games.form.price_hint', {
                min: formatManat(range.min, language),
                max: formatManat(range.max, language),
              })
            }
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'game-form-price' },
              input: { endAdornment: <InputAdornment position="end">₼</InputAdornment> },
            }}
          />
          <TextField
            select
            label={t('games.form.min_level')}
            value={form.minLevel}
            onChange={(event) => set('minLevel', event.target.value as SkillLevel | '')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('games.form.no_limit')}</MenuItem>
            {SKILL_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`onboarding.skills.levels.${level}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('games.form.max_level')}
            value={form.maxLevel}
            onChange={(event) => set('maxLevel', event.target.value as SkillLevel | '')}
            error={Boolean(error('max_level'))}
            helperText={error('max_level')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t('games.form.no_limit')}</MenuItem>
            {SKILL_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {t(`onboarding.skills.levels.${level}`)}
              </MenuItem>
            ))}
          </TextField>
        </Section>

        <Section title={t('games.form.options')}>
          <FormControlLabel
            control={
              <Switch
                checked={form.hasReferee}
                onChange={(event) => set('hasReferee', event.target.checked)}
              />
            }
            label={t('games.form.referee')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={form.videoCoverage}
                onChange={(event) => set('videoCoverage', event.target.checked)}
              />
            }
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                {t('games.form.video')}
                <Chip size="small" variant="outlined" label={t('common.coming_soon')} />
              </Box>
            }
          />
          <FormControlLabel
            control={
              <Switch
                checked={form.guestsAllowed}
                onChange={(event) => set('guestsAllowed', event.target.checked)}
                slotProps={{ input: { 'aria-describedby': guestsHintId } }}
                data-testid="game-form-guests"
              />
            }
            label={
              <span>
                {t('games.form.guests')}
                <Typography
                  id={guestsHintId}
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {t('games.form.guests_hint', { count: MAX_GUESTS_PER_PLAYER })}
                </Typography>
              </span>
            }
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('games.form.registration_opens')}
            </Typography>
            <RadioGroup
              row
              value={form.opensMode}
              onChange={(event) => set('opensMode', event.target.value as GameFormState['opensMode'])}
            >
              <FormControlLabel value="now" control={<Radio />} label={t('games.form.opens_now')} />
              <FormControlLabel value="at" control={<Radio />} label={t('games.form.opens_at')} />
            </RadioGroup>
            {form.opensMode === 'at' ? (
              <TextField
                type="datetime-local"
                label={t('games.form.opens_at_label')}
                value={form.opensAt}
                onChange={(event) => set('opensAt', event.target.value)}
                error={Boolean(error('registration_opens_at'))}
                helperText={
                  error('registration_opens_at') ??
                  t('games.form.opens_hint', {
                    hours: PRIORITY_REGISTRATION_HOURS,
                    count: PRIORITY_REGISTRATION_HOURS,
                  })
                }
                fullWidth
                sx={{ mt: 1, maxWidth: { sm: 360 } }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
              />
            ) : null}
          </Box>
          {mode === 'create' ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={form.repeatWeeks > 1}
                    onChange={(event) => set('repeatWeeks', event.target.checked ? 4 : 1)}
                    slotProps={{ input: { 'data-testid': 'game-form-repeat' } as object }}
                  />
                }
                label={t('games.form.repeat')}
              />
              {form.repeatWeeks > 1 ? (
                <TextField
                  select
                  label={t('games.form.repeat_weeks')}
                  value={form.repeatWeeks}
                  onChange={(event) => set('repeatWeeks', Number(event.target.value))}
                  error={Boolean(error('repeat_weeks'))}
                  helperText={
                    error('repeat_weeks') ?? t('games.form.repeat_hint', { count: form.repeatWeeks })
                  }
                  sx={{ mt: 1, minWidth: 200 }}
                >
                  {Array.from({ length: MAX_REPEAT_WEEKS - 1 }, (_, index) => index + 2).map((weeks) => (
                    <MenuItem key={weeks} value={weeks}>
                      {t('games.form.weeks', { count: weeks })}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
            </Box>
          ) : null}
        </Section>

        <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={submitting}>
            {t('games.actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={submitting}
            data-testid="game-form-submit"
          >
            {mode === 'create' ? t('games.form.publish') : t('games.form.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
