import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginRequestSchema } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { fieldErrorsFrom, serverDetailOr, serverFieldErrors } from '../../../lib/form-errors';
import { PasswordField } from '../../../components/password-field';

/** Email and password; on success, back to `next` or the dashboard. */
export function LoginForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error, currentLanguage()));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, { onSuccess: () => navigate(next ?? '/dashboard', { replace: true }) });
  };

  const fieldErrors = { ...(login.isError ? serverFieldErrors(login.error) : {}), ...errors };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label={t('auth.login.page_title')}
    >
      {login.isError ? (
        <Alert severity="error" data-testid="login-error">
          {serverDetailOr(login.error, t('auth.login.failed'))}
        </Alert>
      ) : null}
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        autoComplete="username email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldErrors['email'])}
        helperText={fieldErrors['email']}
        required
        fullWidth
      />
      <PasswordField
        label={t('auth.fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(fieldErrors['password'])}
        helperText={fieldErrors['password']}
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={login.isPending}
        startIcon={login.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ py: 1.25 }}
      >
        {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Stack>
  );
}
