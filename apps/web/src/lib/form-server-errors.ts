import { serverDetailOr, serverFieldErrors } from './form-errors';

/** A refused save as a form shows it: the server's message per field, or one message for the form. */
export function formServerErrors(error: unknown, fallback: string) {
  const fields = serverFieldErrors(error);
  const message = error && Object.keys(fields).length === 0 ? serverDetailOr(error, fallback) : null;
  return { fields, message };
}
