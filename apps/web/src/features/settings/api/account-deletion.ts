import type { AccountDeletionRequest, AccountDeletionScheduled, MyAccountDeletion } from '@oyna/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPost, apiQuery } from '../../../lib/api-client';
import { userKeys } from '../../../api/user-keys';

/** GET /users/me/deletion: what stands in the way of deleting my account, and how I prove it is me. */
export const useMyAccountDeletion = (enabled = true) =>
  useQuery({ ...apiQuery<MyAccountDeletion>(userKeys.deletion(), '/users/me/deletion'), enabled });

/**
 * POST /users/me/deletion: my account is erased after the grace period; every session ends at once,
 * so the caller signs out here too once the player has read the answer.
 */
export const useScheduleAccountDeletion = () =>
  useMutation({
    mutationFn: (request: AccountDeletionRequest) =>
      apiPost<AccountDeletionScheduled>('/users/me/deletion', request),
  });
