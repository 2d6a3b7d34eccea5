import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { registerRequestSchema } from '@oyna/shared';
import { useId, useState } from 'react';
import { WordsWithLinks } from '../../../components/words-with-links';
import { useTranslation } from '../../../lib/use-translation';
import { withNext } from '../../../lib/safe-redirect';
import { Link as RouterLink, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useRegister } from '../api/register';
import { useFormFields } from '../../../hooks/use-form-fields';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { PasswordField } from '../../../components/password-field';
import { TwoColumnGrid } from '../../../components/two-column-grid';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };

/** Name, email, password and the required agreement; a new player goes on to onboarding, then to `next`. */
export function RegisterForm({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const { values, errors, fieldProps, accept } = useFormFields(EMPTY, register.error);
  const [accepted, setAccepted] = useState(false);
  const termsHintId = useId();

  const onSubmit = () => {
    const { confirm_password: confirmPassword, ...fields } = values;
    const parsed = registerRequestSchema.safeParse({
      ...fields,
      accept_terms: accepted,
      language: currentLanguage(),
    });
    // The password typed twice must match: checked here, the API takes it once.
    const request = accept(parsed, (found) => {
      if (confirmPassword !== fields.password)
        found['confirm_password'] = t('settings.security.password.mismatch');
    });
    if (!request) return;
    register.mutate(request, {
      onSuccess: (outcome) => {
        if (outcome.signedIn) void navigate(withNext('/onboarding', next), { replace: true });
      },
    });
  };

  // The address had an account: its owner was emailed; this page only says to look there.
  if (register.data && !register.data.signedIn) {
    return (
      <Alert severity="info" data-testid="register-check-email">
        {register.data.detail}
      </Alert>
    );
  }

  return (
    <AuthForm form="register" onSubmit={onSubmit} request={register} errorTestId="register-error">
      <TwoColumnGrid>
        <TextField {...fieldProps('first_name', t('auth.fields.first_name'), 'given-name')} />
        <TextField {...fieldProps('last_name', t('auth.fields.last_name'), 'family-name')} />
      </TwoColumnGrid>
      <EmailField {...fieldProps('email', t('auth.fields.email'), 'email')} />
      <PasswordField
        {...fieldProps('password', t('auth.fields.password'), 'new-password')}
        helperText={errors['password'] ?? t('auth.register.password_hint')}
      />
      <PasswordField {...fieldProps('confirm_password', t('auth.fields.confirm_password'), 'new-password')} />
      <FormControl error={Boolean(errors['accept_terms'])} required>
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
            <WordsWithLinks
              i18nKey="auth.register.accept_terms"
              components={{
                terms: (
                  <Link
                    component={RouterLink}
                    to="/terms"
                    target="_blank"
                    rel="noopener"
                    underline="always"
                  />
                ),
                privacy: (
                  <Link
                    component={RouterLink}
                    to="/privacy"
                    target="_blank"
                    rel="noopener"
                    underline="always"
                  />
                ),
              }}
            />
          }
          sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
        />
        <FormHelperText id={termsHintId} sx={{ mx: 0 }}>
          {errors['accept_terms']}
        </FormHelperText>
      </FormControl>
    </AuthForm>
  );
}
