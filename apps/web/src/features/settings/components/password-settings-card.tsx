import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_LENGTH, changePasswordRequestSchema, fieldMessage, passwordProblem } from '@oyna/shared';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { useFormFields } from '../../../hooks/use-form-fields';
import { serverFieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from '../../../components/section-card';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Changing the password: the current one, the new one twice. The rules are checked here as the
 * server checks them (shared), so most mistakes show before sending; the server has the last word.
 */
export function PasswordSettingsCard() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const change = useChangePassword();
  const { values, setValues, errors, fieldProps, accept } = useFormFields(EMPTY, change.error);

  if (!user) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const language = currentLanguage();
    const parsed = changePasswordRequestSchema.safeParse({
      current_password: values.current_password,
      new_password: values.new_password,
    });
    const request = accept(parsed, (found) => {
      const problem = passwordProblem(values.new_password, {
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
      });
      if (!found['new_password'] && problem) found['new_password'] = fieldMessage(problem, language);
      if (!found['new_password'] && values.confirm_password !== values.new_password) {
        found['confirm_password'] = t('settings.security.password.mismatch');
      }
    });
    if (!request) return;
    change.mutate(request, {
      onSuccess: () => {
        setValues(EMPTY);
        toast.success(t('settings.security.password.changed'));
      },
      onError: (error) => {
        if (Object.keys(serverFieldErrors(error)).length === 0) {
          toast.error(`${t('settings.security.password.failed')}: ${errorMessage(error, (key) => t(key))}`);
        }
      },
    });
  };

  return (
    <SectionCard title={t('settings.security.password.title')} testId="settings-password">
      {user.has_password ? (
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          spacing={2}
          aria-label={t('settings.security.password.title')}
        >
          <Typography variant="body2" color="text.secondary">
            {t('settings.security.password.text')}
          </Typography>
          <PasswordField
            {...fieldProps('current_password', t('settings.security.password.current'), 'current-password')}
          />
          <PasswordField
            {...fieldProps('new_password', t('settings.security.password.new'), 'new-password')}
            helperText={
              errors['new_password'] ??
              t('settings.security.password.new_hint', { count: PASSWORD_LENGTH.min })
            }
          />
          <PasswordField
            {...fieldProps('confirm_password', t('settings.security.password.confirm'), 'new-password')}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {change.isPending
              ? t('settings.security.password.submitting')
              : t('settings.security.password.submit')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="settings-password-none">
          {t('settings.security.password.none')}
        </Typography>
      )}
    </SectionCard>
  );
}
