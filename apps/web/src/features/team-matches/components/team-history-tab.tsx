import type { TeamDetail } from '@oyna/shared';

export function TeamHistoryTab({ team }: { team: TeamDetail }) {
  void team;
  return null;
}
