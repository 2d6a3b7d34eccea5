import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { registerRequestSchema } from '@oyna/shared';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useRegister } from '../api/register';
import { fieldErrorsFrom, serverDetailOr, serverFieldErrors } from '../../../lib/form-errors';
import { PasswordField } from '../../../components/password-field';

const EMPTY = { first_name: '', last_name: '', email: '', password: '' };

/** Name, email, password and the required agreement; a new player goes on to onboarding. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [values, setValues] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const termsHintId = useId();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerRequestSchema.safeParse({
      ...values,
      accept_terms: accepted,
      language: currentLanguage(),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error, currentLanguage()));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, { onSuccess: () => navigate('/onboarding', { replace: true }) });
  };

  const fieldErrors: Record<string, string | undefined> = {
    ...(register.isError ? serverFieldErrors(register.error) : {}),
    ...errors,
  };
  const text = (field: keyof typeof EMPTY, label: string, autoComplete: string) => ({
    label,
    name: field,
    autoComplete,
    value: values[field],
    onChange: set(field),
    error: Boolean(fieldErrors[field]),
    helperText: fieldErrors[field],
    required: true,
    fullWidth: true,
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={t('auth.register.page_title')}
    >
      {register.isError ? (
        <Alert severity="error" data-testid="register-error">
          {serverDetailOr(register.error, t('auth.register.failed'))}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...text('first_name', t('auth.fields.first_name'), 'given-name')} />
        <TextField {...text('last_name', t('auth.fields.last_name'), 'family-name')} />
      </Box>
      <TextField {...text('email', t('auth.fields.email'), 'email')} type="email" inputMode="email" />
      <PasswordField
        {...text('password', t('auth.fields.password'), 'new-password')}
        helperText={fieldErrors['password'] ?? t('auth.register.password_hint')}
      />
      <FormControl error={Boolean(fieldErrors['accept_terms'])} required>
        <FormControlLabel
          control={
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              name="accept_terms"
              slotProps={{ input: { 'aria-describedby': termsHintId } }}
            />
          }
          label={
            <Trans
              i18nKey="auth.register.accept_terms"
              components={{
                terms: <Link component={RouterLink} to="/terms" target="_blank" rel="noopener" />,
                privacy: <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener" />,
              }}
            />
          }
          sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        />
        <FormHelperText id={termsHintId} sx={{ mx: 0 }}>
          {fieldErrors['accept_terms']}
        </FormHelperText>
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={register.isPending}
        startIcon={register.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ py: 1.25 }}
      >
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </Stack>
  );
}
