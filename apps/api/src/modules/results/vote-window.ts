import { PLAYER_OF_MATCH_VOTE_HOURS } from '@oyna/shared';

/** The player-of-the-match vote closes 24 hours after the result was first recorded; corrections do not reopen it. */
export function voteClosesAt(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + PLAYER_OF_MATCH_VOTE_HOURS * 3_600_000);
}

export function isVoteOpen(recordedAt: Date, now: Date): boolean {
  return now.getTime() < voteClosesAt(recordedAt).getTime();
}
