import Alert from '@mui/material/Alert';
import { forgotPasswordRequestSchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useFormFields } from '../../../hooks/use-form-fields';
import { useForgotPassword } from '../api/account-email';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';

/** The email to send a reset link to; then the same "check your email" whatever the address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const { values, fieldProps, accept } = useFormFields({ email: '' }, forgot.error);

  const onSubmit = () => {
    const request = accept(forgotPasswordRequestSchema.safeParse(values));
    if (request) forgot.mutate(request);
  };

  if (forgot.isSuccess) {
    return (
      <Alert severity="success" data-testid="forgot-password-sent" role="status">
        {forgot.data.detail}
      </Alert>
    );
  }
  return (
    <AuthForm form="forgot" onSubmit={onSubmit} request={forgot} errorTestId="forgot-password-error">
      <EmailField {...fieldProps('email', t('auth.fields.email'), 'username')} />
    </AuthForm>
  );
}
