import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { toast } from './toast';
import { toastOutcome } from './toast-outcome';

const translate = (key: string) => `~${key}`;

afterEach(() => vi.restoreAllMocks());

describe('toastOutcome', () => {
  it('says the request worked, then goes on', () => {
    const success = vi.spyOn(toast, 'success');
    const then = vi.fn();
    toastOutcome(translate, 'Saved', then).onSuccess();
    expect(success).toHaveBeenCalledWith('Saved');
    expect(then).toHaveBeenCalledOnce();
  });

  it('goes on without a word when there is nothing to say', () => {
    const success = vi.spyOn(toast, 'success');
    const then = vi.fn();
    toastOutcome(translate, null, then).onSuccess();
    expect(success).not.toHaveBeenCalled();
    expect(then).toHaveBeenCalledOnce();
  });

  it("says why a refused request failed, in the server's words", () => {
    const failure = vi.spyOn(toast, 'error');
    toastOutcome(translate, 'Saved').onError(
      new ApiError({ message: 'The team is full', status: 409, code: 'team_full' }),
    );
    expect(failure).toHaveBeenCalledWith('The team is full');
  });
});
