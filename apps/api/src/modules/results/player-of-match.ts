/** One player-of-the-match vote, as counted. */
export interface CountedVote {
  candidateId: string;
  createdAt: Date;
}

/**
 * The player of the match (decision 13): the candidate with the most votes. With no votes, or a
 * tie for the top, the organizer's pick wins when there are no votes or the pick is among the tied;
 * otherwise the tied candidate who reached the top count first (then the smaller id, so the answer
 * never depends on row order).
 */
export function pickPlayerOfMatch(
  votes: readonly CountedVote[],
  organizerPick: string | null,
): string | null {
  if (votes.length === 0) return organizerPick;
  const ordered = [...votes].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.candidateId.localeCompare(b.candidateId),
  );
  const counts = new Map<string, number>();
  /** When each candidate reached each count: the k-th vote's position in time. */
  const reached = new Map<string, number[]>();
  ordered.forEach((vote, position) => {
    const count = (counts.get(vote.candidateId) ?? 0) + 1;
    counts.set(vote.candidateId, count);
    reached.set(vote.candidateId, [...(reached.get(vote.candidateId) ?? []), position]);
  });
  const top = Math.max(...counts.values());
  const tied = [...counts.entries()].filter(([, count]) => count === top).map(([candidate]) => candidate);
  if (tied.length === 1) return tied[0] ?? null;
  if (organizerPick !== null && tied.includes(organizerPick)) return organizerPick;
  const reachedTop = (candidate: string) => reached.get(candidate)?.[top - 1] ?? Number.MAX_SAFE_INTEGER;
  return [...tied].sort((a, b) => reachedTop(a) - reachedTop(b) || a.localeCompare(b))[0] ?? null;
}
