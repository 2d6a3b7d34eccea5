import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsFrom, serverFieldErrors } from '../lib/form-errors';
import { currentLanguage } from '../lib/i18n';

type Errors = Record<string, string>;

/**
 * The text fields of a form checked with a shared schema: their values, the message shown under
 * each (the form's own checks over the server's 400), and the props each required input takes.
 */
export function useFormFields<Values extends Record<string, string>>(empty: Values, serverError: unknown) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const shown: Record<string, string | undefined> = { ...serverFieldErrors(serverError), ...errors };

  /** The props of the required, full-width input of `field`. */
  const fieldProps = (field: keyof Values & string, label: string, autoComplete: string) => ({
    label,
    name: field,
    autoComplete,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: Boolean(shown[field]),
    helperText: shown[field],
    required: true,
    fullWidth: true,
  });

  /**
   * Shows the parse's field errors, with those the form's own `check` adds after them, or clears
   * them; the parsed data when there are none, otherwise null.
   */
  const accept = <Data>(parsed: z.ZodSafeParseResult<Data>, check?: (found: Errors) => void): Data | null => {
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error, currentLanguage());
    check?.(found);
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  };

  return { values, setValues, errors: shown, fieldProps, accept };
}
