import type { TeamDetail } from '@oyna/shared';

export function FormationTab({ team }: { team: TeamDetail }) {
  void team;
  return null;
}
