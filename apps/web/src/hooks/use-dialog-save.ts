import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { errorMessage } from '../lib/api-error';
import { toast } from '../lib/toast';

/**
 * A dialog's save: once the request succeeds a toast says so and the dialog closes; a refusal is
 * kept, in the server's words, for the dialog to show until the next try (or until it is dismissed).
 */
export function useDialogSave<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
  { saved, onClose }: { saved: string; onClose: () => void },
) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = (variables: TVariables) => {
    setRefusal(null);
    mutation.mutate(variables, {
      onSuccess: () => {
        toast.success(saved);
        onClose();
      },
      onError: (error) => setRefusal(errorMessage(error, t)),
    });
  };
  return { save, refusal, dismissRefusal: () => setRefusal(null) };
}
