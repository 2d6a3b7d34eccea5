import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/use-translation';
import { movementMark, movementOf } from '../lib/movement';

/** ▲3 in green, ▼1 in red, – for no change, or "new": places moved since a week ago. */
export function MovementMark({ rankChange }: { rankChange: number | null }) {
  const { t } = useTranslation();
  const movement = movementOf(rankChange);
  const mark = movementMark(movement);
  const label =
    movement.kind === 'up'
      ? t('rating.movement.up', { count: movement.places })
      : movement.kind === 'down'
        ? t('rating.movement.down', { count: movement.places })
        : movement.kind === 'same'
          ? t('rating.movement.same')
          : t('rating.movement.new_label');
  const color =
    movement.kind === 'up'
      ? 'success.main'
      : movement.kind === 'down'
        ? 'error.main'
        : movement.kind === 'new'
          ? 'info.main'
          : 'text.secondary';
  return (
    <Box
      component="span"
      data-testid="movement"
      data-movement={movement.kind}
      title={label}
      sx={{ color, fontSize: '0.75rem', fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden="true">{mark ?? t('rating.movement.new')}</span>
      <span className="visually-hidden">{label}</span>
    </Box>
  );
}
