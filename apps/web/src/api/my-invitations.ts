import { useQuery } from '@tanstack/react-query';
import type { InvitationListResponse } from '@oyna/shared';
import { apiQuery } from '../lib/api-client';
import { useFirstPageShown } from '../hooks/use-first-page-shown';
import { teamKeys } from './team-keys';

/** GET /users/me/invitations: the team invitations waiting for the signed-in player's answer. */
export const myInvitationsQueryOptions = () =>
  apiQuery<InvitationListResponse>(teamKeys.myInvitations(), '/users/me/invitations', {
    params: { status: 'pending', page_size: 50 },
    staleTime: 60_000,
  });

/**
 * The pending invitations, as the teams' pages list them.
 */
export const useMyInvitations = () => useQuery(myInvitationsQueryOptions());

const countOf = (answer: InvitationListResponse) => answer.total;

/**
 * How many team invitations wait for the player's answer, for the bars' badges: read once the first
 * page is on screen (hooks/use-first-page-shown.ts), 0 until the answer comes, and drawn again only
 * when the number changes.
 */
export function usePendingInvitationCount(): number {
  const enabled = useFirstPageShown();
  return useQuery({ ...myInvitationsQueryOptions(), enabled, select: countOf }).data ?? 0;
}
