import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { resetPasswordRequestSchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-error';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useResetPassword } from '../api/account-email';
import { AuthForm } from './auth-form';

const LINK_ERRORS = new Set(['account_token_invalid', 'account_token_used', 'account_token_expired']);

/** A new password, typed twice, with the token of the emailed link; then on to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { values, errors, fieldProps, accept } = useFormFields(
    { password: '', confirm_password: '' },
    reset.error,
  );

  const onSubmit = () => {
    const { password, confirm_password: confirm } = values;
    const request = accept(resetPasswordRequestSchema.safeParse({ token, password }), (found) => {
      if (confirm !== password) found['confirm_password'] = t('settings.security.password.mismatch');
    });
    if (request) reset.mutate(request);
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
  return (
    <Stack spacing={2}>
      {linkFailed ? (
        <Link component={RouterLink} to="/forgot-password" sx={{ fontWeight: 650 }}>
          {t('auth.reset.new_link')}
        </Link>
      ) : null}
      <AuthForm form="reset" onSubmit={onSubmit} request={reset} errorTestId="reset-password-error">
        <PasswordField
          {...fieldProps('password', t('auth.reset.new_password'), 'new-password')}
          helperText={errors['password'] ?? t('auth.register.password_hint')}
        />
        <PasswordField
          {...fieldProps('confirm_password', t('auth.fields.confirm_password'), 'new-password')}
        />
      </AuthForm>
    </Stack>
  );
}
