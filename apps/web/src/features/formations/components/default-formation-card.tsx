import type { TeamDetail } from '@oyna/shared';

export function DefaultFormationCard({ team }: { team: TeamDetail }) {
  void team;
  return null;
}
