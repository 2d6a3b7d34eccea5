import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TEAM_COLOR_PATTERN,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_MEMBERS,
  TEAM_NAME_LENGTH,
  TEAM_TYPES,
  fieldMessage,
  type CreateTeamInput,
  type TeamType,
} from '@oyna/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormSection } from '../../../components/form-section';
import { SwitchField } from '../../../components/switch-field';
import { VenueField } from '../../../components/venue-field';
import { currentLanguage } from '../../../lib/i18n';
import { colourName } from '../../../lib/colour-name';
import { textFieldBinding, type TextKey } from '../../../lib/text-field-binding';
import { toTeamBody, type TeamFormState } from '../lib/team-form';
import { TeamBadge } from '../../../components/team-badge';

interface TeamFormProps {
  initial: TeamFormState;
  /** The logo shown in the preview (editing a team that has one). */
  logoUrl?: string | null;
  submitLabel: string;
  submitting: boolean;
  /** The server's message per field, and its message for the whole form, after a refused save. */
  serverErrors: Record<string, string>;
  serverError: string | null;
  onSubmit: (body: CreateTeamInput) => void;
  onCancel?: () => void;
  /** Extra parts after the fields (the logo upload when editing). */
  children?: ReactNode;
}

/** Create or edit a team: name and description, home venue, member bounds, joining, colours and type. */
export function TeamForm(props: TeamFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form, setForm] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof TeamFormState>(key: K, value: TeamFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const error = (field: string) =>
    props.serverErrors[field] ?? (errors[field] ? fieldMessage(errors[field], language) : undefined);
  /** A text field's ties to the form: `key` in the form, `field` in the body (where its message comes from). */
  const bind = (key: TextKey<TeamFormState>, field: string, hint?: string) =>
    textFieldBinding(form[key], (value) => set(key, value), error(field), hint);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toTeamBody(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    props.onSubmit(result.value);
  };
  const bounds = { min: TEAM_MEMBERS.min, max: TEAM_MEMBERS.max };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="team-form">
      <Stack spacing={2.5}>
        {props.serverError ? (
          <Alert severity="error" role="alert">
            {props.serverError}
          </Alert>
        ) : null}
        <FormSection title={t('teams.form.about')}>
          <TextField
            {...bind('name', 'name', t('teams.form.name_hint', TEAM_NAME_LENGTH))}
            label={t('teams.form.name')}
            required
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: TEAM_NAME_LENGTH.max, 'data-testid': 'team-form-name' } }}
          />
          <TextField
            {...bind(
              'description',
              'description',
              t('teams.form.description_hint', { max: TEAM_DESCRIPTION_MAX_LENGTH }),
            )}
            label={t('teams.form.description')}
            multiline
            minRows={3}
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { maxLength: TEAM_DESCRIPTION_MAX_LENGTH } }}
          />
          <VenueField
            venueId={form.homeVenueId}
            onChange={(id) => set('homeVenueId', id)}
            label={t('teams.form.home_venue')}
            error={error('home_venue_id')}
            hint={t('teams.form.home_venue_hint')}
          />
          <TextField
            select
            label={t('teams.form.type')}
            value={form.type}
            onChange={(event) => set('type', event.target.value as TeamType)}
            helperText={t('teams.form.type_hint')}
          >
            {TEAM_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`teams.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        </FormSection>

        <FormSection title={t('teams.form.members')}>
          {(['minMembers', 'maxMembers'] as const).map((key) => {
            const field = key === 'minMembers' ? 'min_members' : 'max_members';
            return (
              <TextField
                key={key}
                {...bind(key, field, t('teams.form.members_hint', bounds))}
                type="number"
                label={t(`teams.form.${field}`)}
                slotProps={{
                  htmlInput: { ...bounds, inputMode: 'numeric', 'data-testid': `team-form-${field}` },
                }}
              />
            );
          })}
          <SwitchField
            label={t('teams.form.private')}
            hint={t('teams.form.private_hint')}
            checked={form.isPrivate}
            onChange={(checked) => set('isPrivate', checked)}
            inputTestId="team-form-private"
          />
          <SwitchField
            label={t('teams.form.auto_accept')}
            hint={t('teams.form.auto_accept_hint')}
            checked={form.autoAccept}
            onChange={(checked) => set('autoAccept', checked)}
          />
        </FormSection>

        <FormSection title={t('teams.form.colours')}>
          {(['primaryColor', 'secondaryColor'] as const).map((key) => {
            const field = key === 'primaryColor' ? 'primary_color' : 'secondary_color';
            return (
              <TextField
                key={key}
                {...bind(
                  key,
                  field,
                  TEAM_COLOR_PATTERN.test(form[key]) ? t(`teams.colour_names.${colourName(form[key])}`) : ' ',
                )}
                type="color"
                label={t(`teams.form.${field}`)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `team-form-${field}` },
                }}
              />
            );
          })}
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', gridColumn: '1 / -1' }}
            data-testid="team-form-preview"
          >
            <TeamBadge
              team={{
                name: form.name || t('teams.form.preview_name'),
                logo_url: props.logoUrl ?? null,
                primary_color: form.primaryColor,
                secondary_color: form.secondaryColor,
              }}
              size={72}
            />
            <Box
              aria-hidden
              sx={{
                flex: 1,
                height: 40,
                borderRadius: '10px',
                background: `linear-gradient(90deg, ${form.primaryColor} 0 60%, ${form.secondaryColor} 60% 100%)`,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t('teams.form.preview')}
            </Typography>
          </Stack>
        </FormSection>
        {props.children}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {props.onCancel ? (
            <Button onClick={props.onCancel} color="inherit">
              {t('teams.confirm.cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" loading={props.submitting} data-testid="team-form-submit">
            {props.submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
