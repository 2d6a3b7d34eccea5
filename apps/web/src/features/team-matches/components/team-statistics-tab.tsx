import type { TeamDetail } from '@oyna/shared';

export function TeamStatisticsTab({ team }: { team: TeamDetail }) {
  void team;
  return null;
}
