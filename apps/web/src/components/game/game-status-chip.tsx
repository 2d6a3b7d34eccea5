import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import type { GameStatus } from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';
import { themeStyles } from '../../lib/theme-styles';

const StatusChip = styled(Chip)(themeStyles({ fontWeight: 700, flexShrink: 0 }));

const COLORS = {
  open: 'success',
  full: 'warning',
  cancelled: 'error',
  completed: 'default',
  finished: 'default',
} as const;

/** The game's status; a past game that was not completed shows as finished (docs/decisions/0010-booking-places-and-money.md). */
export function GameStatusChip({ status, isPast }: { status: GameStatus; isPast: boolean }) {
  const { t } = useTranslation();
  const shown = status !== 'cancelled' && status !== 'completed' && isPast ? 'finished' : status;
  return (
    <StatusChip
      size="small"
      color={COLORS[shown]}
      variant={shown === 'open' ? 'outlined' : 'filled'}
      label={t(`games.status.${shown}`)}
      data-testid="game-status"
    />
  );
}
