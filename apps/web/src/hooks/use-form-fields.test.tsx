// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { useFormFields } from './use-form-fields';

const schema = z.object({ email: z.string().min(1, 'required') });

describe('the text fields of a form checked with a shared schema', () => {
  it('gives each input its value, name and change handler', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }, null));
    act(() =>
      result.current.fieldProps('email', 'Email', 'username').onChange({ target: { value: 'a@b.az' } }),
    );
    expect(result.current.fieldProps('email', 'Email', 'username')).toMatchObject({
      label: 'Email',
      name: 'email',
      autoComplete: 'username',
      value: 'a@b.az',
      error: false,
      required: true,
      fullWidth: true,
    });
  });

  it('shows the failed parse under its field and sends nothing', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }, null));
    let request: unknown = 'not yet';
    act(() => {
      request = result.current.accept(schema.safeParse(result.current.values));
    });
    expect(request).toBeNull();
    expect(result.current.fieldProps('email', 'Email', 'username').error).toBe(true);
  });

  it("keeps the form's own check, and clears the errors once all is well", () => {
    const { result } = renderHook(() => useFormFields({ email: 'a@b.az' }, null));
    act(() => {
      result.current.accept(schema.safeParse(result.current.values), (found) => {
        found['email'] = 'taken';
      });
    });
    expect(result.current.errors['email']).toBe('taken');
    let request: unknown = null;
    act(() => {
      request = result.current.accept(schema.safeParse(result.current.values));
    });
    expect(request).toEqual({ email: 'a@b.az' });
    expect(result.current.errors['email']).toBeUndefined();
  });

  it("shows the server's message under its field", () => {
    const error = new ApiError({
      message: 'bad',
      status: 400,
      code: 'validation_error',
      fields: { email: 'from server' },
    });
    const { result } = renderHook(() => useFormFields({ email: 'a@b.az' }, error));
    expect(result.current.errors['email']).toBe('from server');
  });
});
