import { useQuery } from '@tanstack/react-query';
import type { InvitationListResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { teamKeys } from './team-keys';

/** GET /users/me/invitations: the team invitations waiting for the signed-in player's answer. */
export const myInvitationsQueryOptions = () =>
  apiQuery<InvitationListResponse>(teamKeys.myInvitations(), '/users/me/invitations', {
    params: { status: 'pending', page_size: 50 },
    staleTime: 60_000,
  });

/**
 * The pending invitations: the teams' invitations page lists them, the drawer counts them
 * (`enabled: false` holds the read back).
 */
export const useMyInvitations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myInvitationsQueryOptions(), ...(enabled ? {} : { enabled }) });
