import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Chip from '@mui/material/Chip';
import type { CompetitionStatus } from '@oyna/shared';
import { useTranslation } from '../lib/use-translation';

const STATUS_COLOR: Record<CompetitionStatus, 'success' | 'info' | 'warning' | 'default' | 'error'> = {
  registering: 'success',
  scheduled: 'info',
  in_progress: 'warning',
  finished: 'default',
  cancelled: 'error',
};

export function CompetitionStatusChip({ status }: { status: CompetitionStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status]}
      label={t(`competitions.statuses.${status}`)}
      data-testid="competition-status"
    />
  );
}

/** Only teams with a platinum captain may enter. */
export function PlatinumBadge() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      icon={<WorkspacePremiumOutlinedIcon />}
      label={t('competitions.tiers.platinum')}
      sx={{ bgcolor: '#3b3f46', color: '#fff', '& .MuiChip-icon': { color: '#e5e4e2' } }}
      data-testid="competition-platinum"
    />
  );
}
