import { errorMessage } from './api-error';
import { toast } from './toast';

/**
 * A request's ending told in toasts, as the mutation's `onSuccess` and `onError`: `done` (unless
 * null) says it worked and `then` follows (a dialog closes, the page moves on); a failure says why,
 * in the server's words.
 */
export function toastOutcome(
  translate: Parameters<typeof errorMessage>[1],
  done: string | null,
  then?: () => void,
) {
  return {
    onSuccess: () => {
      if (done !== null) toast.success(done);
      then?.();
    },
    onError: (error: unknown) => toast.error(errorMessage(error, translate)),
  };
}
