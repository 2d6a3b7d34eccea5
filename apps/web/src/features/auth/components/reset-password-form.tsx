import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { resetPasswordRequestSchema } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { fieldErrorsFrom, serverFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/account-email';
import { AuthForm } from './auth-form';

const LINK_ERRORS = new Set(['account_token_invalid', 'account_token_used', 'account_token_expired']);

/** A new password, typed twice, with the token of the emailed link; then on to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, password });
    const found: Record<string, string> = parsed.success
      ? {}
      : fieldErrorsFrom(parsed.error, currentLanguage());
    if (confirm !== password) found['confirm_password'] = t('settings.security.password.mismatch');
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    reset.mutate(parsed.data);
  };

  if (reset.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status" data-testid="reset-password-done">
          {t('auth.reset.done')}
        </Alert>
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 650, textAlign: 'center' }}>
          {t('auth.reset.sign_in')}
        </Link>
      </Stack>
    );
  }
  const linkFailed = reset.error instanceof ApiError && LINK_ERRORS.has(reset.error.code);
  const fieldErrors = { ...(reset.isError ? serverFieldErrors(reset.error) : {}), ...errors };
  return (
    <Stack spacing={2}>
      {linkFailed ? (
        <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 650 }}>
          {t('auth.reset.new_link')}
        </Link>
      ) : null}
      <AuthForm
        label={t('auth.reset.page_title')}
        onSubmit={onSubmit}
        error={reset.isError ? reset.error : null}
        failedText={t('auth.reset.failed')}
        errorTestId="reset-password-error"
        pending={reset.isPending}
        submitText={t('auth.reset.submit')}
        submittingText={t('auth.reset.submitting')}
      >
        <PasswordField
          label={t('auth.reset.new_password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldErrors['password'])}
          helperText={fieldErrors['password'] ?? t('auth.register.password_hint')}
          required
          fullWidth
        />
        <PasswordField
          label={t('auth.fields.confirm_password')}
          name="confirm_password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={Boolean(fieldErrors['confirm_password'])}
          helperText={fieldErrors['confirm_password']}
          required
          fullWidth
        />
      </AuthForm>
    </Stack>
  );
}
