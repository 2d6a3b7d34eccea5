import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { serverDetailOr } from '../../../lib/form-errors';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit(event: FormEvent): void;
  /** The request's error, shown above the fields with the server's detail or `failedText`. */
  error: unknown;
  failedText: string;
  errorTestId: string;
  pending: boolean;
  submitText: string;
  submittingText: string;
  children: ReactNode;
}

/** The frame of the sign-in and registration forms: the failure above, the fields, the submit button. */
export function AuthForm(props: AuthFormProps) {
  return (
    <Stack component="form" noValidate onSubmit={props.onSubmit} spacing={2} aria-label={props.label}>
      {props.error ? (
        <Alert severity="error" data-testid={props.errorTestId}>
          {serverDetailOr(props.error, props.failedText)}
        </Alert>
      ) : null}
      {props.children}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={props.pending}
        startIcon={props.pending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ py: 1.25 }}
      >
        {props.pending ? props.submittingText : props.submitText}
      </Button>
    </Stack>
  );
}
