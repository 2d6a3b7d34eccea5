import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { serverDetailOr } from '../../../lib/form-errors';

interface AuthFormProps {
  /** Which form: its name, failure and button texts are `auth.<form>.page_title|failed|submit|submitting`. */
  form: 'login' | 'register' | 'forgot' | 'reset';
  /** Called on submit (the page does not reload). */
  onSubmit(): void;
  /** The form's request: its failure shows above the fields, the button waits while it is on its way. */
  request: { isPending: boolean; isError: boolean; error: unknown };
  errorTestId: string;
  children: ReactNode;
}

/** The frame of the sign-in and registration forms: the failure above, the fields, the submit button. */
export function AuthForm({ form, onSubmit, request, errorTestId, children }: AuthFormProps) {
  const { t } = useTranslation();
  const pending = request.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={t(`auth.${form}.page_title`)}
    >
      {request.isError ? (
        <Alert severity="error" data-testid={errorTestId}>
          {serverDetailOr(request.error, t(`auth.${form}.failed`))}
        </Alert>
      ) : null}
      {children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ py: 1.25 }}
      >
        {pending ? t(`auth.${form}.submitting`) : t(`auth.${form}.submit`)}
      </Button>
    </Stack>
  );
}
