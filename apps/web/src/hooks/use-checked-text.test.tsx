// @vitest-environment jsdom
import { joinCodeSchema } from '@oyna/shared';
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedText } from './use-checked-text';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('a text a dialog checks before sending', () => {
  it('sends nothing while the schema refuses the text, and says why under the field', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useCheckedText(joinCodeSchema, 'join_code_invalid'));
    act(() => result.current.field.onChange(typed('12')));
    act(() => result.current.submit(send)(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toEqual(expect.any(String));
    expect(result.current.field.error).toBe(true);
  });

  it('sends what the schema made of the text, and clears the message', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useCheckedText(joinCodeSchema, 'join_code_invalid'));
    act(() => result.current.setError('Taken'));
    act(() => result.current.field.onChange(typed('abcd2345')));
    act(() => result.current.submit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith(joinCodeSchema.parse('abcd2345'));
    expect(result.current.error).toBeNull();
    expect(result.current.field.error).toBe(false);
  });
});
