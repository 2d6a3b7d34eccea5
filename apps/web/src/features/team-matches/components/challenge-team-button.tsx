import type { TeamDetail } from '@oyna/shared';

export function ChallengeTeamButton({ team }: { team: TeamDetail }) {
  void team;
  return null;
}
