import { loginRequestSchema } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useLogin } from '../api/login';
import { useFormFields } from '../../../hooks/use-form-fields';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from '../../../components/password-field';

/** Email and password; on success, back to `next` or the dashboard. */
export function LoginForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { values, fieldProps, accept } = useFormFields({ email: '', password: '' }, login.error);

  const onSubmit = () => {
    const request = accept(loginRequestSchema.safeParse(values));
    if (request)
      login.mutate(request, { onSuccess: () => navigate(next ?? '/dashboard', { replace: true }) });
  };

  return (
    <AuthForm form="login" onSubmit={onSubmit} request={login} errorTestId="login-error">
      <EmailField {...fieldProps('email', t('auth.fields.email'), 'username')} />
      <PasswordField {...fieldProps('password', t('auth.fields.password'), 'current-password')} />
    </AuthForm>
  );
}
