import type { ChangeEvent } from 'react';

/** The keys of a form's state whose values are plain text, what a text field can edit. */
export type TextKey<F> = { [K in keyof F]-?: string extends F[K] ? K : never }[keyof F];

/**
 * What ties a text field to one text value of a form, spread on the field: the value, its change,
 * and the field's message (the server's or the form's check) in red, else its `hint`. The team
 * and game forms bind their text fields with it.
 */
export function textFieldBinding(
  value: string,
  onChange: (value: string) => void,
  message: string | undefined,
  hint?: string,
) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    error: Boolean(message),
    helperText: message ?? hint,
  };
}

export type TextFieldBinding = ReturnType<typeof textFieldBinding>;
