import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { parseFormValue } from '../lib/parse-form-value';

/**
 * One text a dialog checks with a shared schema before sending it (a join code, a message): the
 * text, the message under its field (the check's, or the server's through `setError`), the field's
 * binding, and a submit that sends only what the schema accepts.
 */
export function useCheckedText<S extends z.ZodType>(schema: S, fallback: string, initial = '') {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (send: (value: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseFormValue(schema, text, fallback);
    if (!parsed.success) {
      setError(parsed.message);
      return;
    }
    setError(null);
    send(parsed.data);
  };
  const field = {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(event.target.value),
    error: error !== null,
  };
  return { text, error, setError, field, submit };
}
