import BalanceIcon from '@mui/icons-material/Balance';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameSides } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';

/** One sentence on how fair the sides are: the spread, and whether it is proven the fairest. */
export function SidesFairness(props: {
  spread: number | null;
  method: GameSides['method'];
  optimal: boolean;
  /** The organizer is editing: the spread is the live one of the unsaved arrangement. */
  editing: boolean;
}) {
  const { t } = useTranslation();
  const { spread, method, optimal, editing } = props;
  if (spread === null) return null;
  let text: string;
  if (editing) text = t('sides.fair_draft', { count: spread });
  else if (spread === 0) text = t('sides.fair_equal');
  else if (method === 'manual') text = t('sides.fair_manual', { count: spread });
  else if (optimal) text = t('sides.fair_optimal', { count: spread });
  else text = t('sides.fair_close', { count: spread });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <BalanceIcon aria-hidden fontSize="small" sx={{ mt: 0.25, color: 'primary.main' }} />
      <Stack spacing={0.25}>
        <Typography variant="body2" data-testid="sides-fairness" aria-live="polite">
          {text}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="sides-strength-explained">
          {t('sides.strength_explained')}
        </Typography>
      </Stack>
    </Stack>
  );
}
