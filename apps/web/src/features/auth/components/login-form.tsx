import TextField from '@mui/material/TextField';
import { loginRequestSchema } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useLogin } from '../api/login';
import { fieldErrorsFrom, serverFieldErrors } from '../../../lib/form-errors';
import { AuthForm } from './auth-form';
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
    <AuthForm
      label={t('auth.login.page_title')}
      onSubmit={onSubmit}
      error={login.isError ? login.error : null}
      failedText={t('auth.login.failed')}
      errorTestId="login-error"
      pending={login.isPending}
      submitText={t('auth.login.submit')}
      submittingText={t('auth.login.submitting')}
    >
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        autoComplete="username"
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
    </AuthForm>
  );
}
