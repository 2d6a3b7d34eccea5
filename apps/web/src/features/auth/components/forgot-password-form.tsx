import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { forgotPasswordRequestSchema } from '@oyna/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { fieldErrorsFrom, serverFieldErrors } from '../../../lib/form-errors';
import { useForgotPassword } from '../api/account-email';
import { AuthForm } from './auth-form';

/** The email to send a reset link to; then the same "check your email" whatever the address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error, currentLanguage()));
      return;
    }
    setErrors({});
    forgot.mutate(parsed.data);
  };

  if (forgot.isSuccess) {
    return (
      <Alert severity="success" data-testid="forgot-password-sent" role="status">
        {forgot.data.detail}
      </Alert>
    );
  }
  const fieldErrors = { ...(forgot.isError ? serverFieldErrors(forgot.error) : {}), ...errors };
  return (
    <AuthForm
      label={t('auth.forgot.page_title')}
      onSubmit={onSubmit}
      error={forgot.isError ? forgot.error : null}
      failedText={t('auth.forgot.failed')}
      errorTestId="forgot-password-error"
      pending={forgot.isPending}
      submitText={t('auth.forgot.submit')}
      submittingText={t('auth.forgot.submitting')}
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
    </AuthForm>
  );
}
