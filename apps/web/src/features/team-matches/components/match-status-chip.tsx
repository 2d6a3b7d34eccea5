import Chip from '@mui/material/Chip';
import type { TeamMatchStatus } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

const COLORS = {
  proposed: 'info',
  accepted: 'success',
  declined: 'default',
  cancelled: 'default',
  expired: 'default',
  awaiting_confirmation: 'warning',
  disputed: 'error',
  confirmed: 'success',
} as const satisfies Record<TeamMatchStatus, string>;

/** A match's status in words (the colour only repeats it). */
export function MatchStatusChip({ status }: { status: TeamMatchStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`team_matches.status.${status}`)}
      data-testid="team-match-status"
      data-status={status}
    />
  );
}
