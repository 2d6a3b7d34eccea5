import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { textFieldBinding } from './text-field-binding';

describe('textFieldBinding', () => {
  it('shows the field message in red in place of the hint, and the hint when there is none', () => {
    expect(textFieldBinding('Ali', () => {}, 'Too short', 'Up to 40 letters')).toMatchObject({
      value: 'Ali',
      error: true,
      helperText: 'Too short',
    });
    expect(textFieldBinding('Ali', () => {}, undefined, 'Up to 40 letters')).toMatchObject({
      error: false,
      helperText: 'Up to 40 letters',
    });
  });

  it('hands the typed text to the form', () => {
    const onChange = vi.fn();
    textFieldBinding('', onChange, undefined).onChange({
      target: { value: 'Neftçi' },
    } as ChangeEvent<HTMLInputElement>);
    expect(onChange).toHaveBeenCalledWith('Neftçi');
  });
});
