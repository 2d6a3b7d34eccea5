// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { toast } from '../lib/toast';
import { useDialogSave } from './use-dialog-save';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function useSave(request: (value: string) => Promise<string>, onClose: () => void) {
  return useDialogSave(useMutation({ mutationFn: request }), { saved: 'Saved', onClose });
}

describe("a dialog's save", () => {
  it('says it was saved and closes the dialog', async () => {
    const success = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const request = vi.fn(async (value: string) => value);
    const { result } = renderHook(() => useSave(request, onClose), { wrapper });
    act(() => result.current.save('x'));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(request.mock.calls[0]?.[0]).toBe('x');
    expect(success).toHaveBeenCalledWith('Saved');
    expect(result.current.refusal).toBeNull();
  });

  it("keeps a refusal in the server's words, open, until it is dismissed", async () => {
    const onClose = vi.fn();
    const refused = new ApiError({ message: 'The pitch is taken', status: 409, code: 'pitch_taken' });
    const { result } = renderHook(() => useSave(() => Promise.reject(refused), onClose), { wrapper });
    act(() => result.current.save('x'));
    await waitFor(() => expect(result.current.refusal).toBe('The pitch is taken'));
    expect(onClose).not.toHaveBeenCalled();
    act(() => result.current.dismissRefusal());
    expect(result.current.refusal).toBeNull();
  });
});
