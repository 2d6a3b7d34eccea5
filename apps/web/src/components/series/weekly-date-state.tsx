import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SeriesRegularDateState } from '@oyna/shared';
import { useTranslation } from '../../lib/use-translation';

const COLOR: Record<SeriesRegularDateState, 'success' | 'warning' | 'default'> = {
  booked: 'success',
  held: 'warning',
  not_this_week: 'default',
  missed_last: 'warning',
  left_out: 'default',
  refused: 'warning',
};

/** The reason codes a left-out or refused regular is told in words; any other code reads as "other". */
const KNOWN_REASONS = [
  'others_sat_out',
  'lower_attendance',
  'more_games_lately',
  'draw',
  'missed_last',
  'game_full',
] as const;

/** The one line of why a regular is not in a date. */
export function LeftOutReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (reason === null) return null;
  const known = KNOWN_REASONS.find((code) => code === reason);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="left-out-reason">
      {t(`series.reason.${known ?? 'other'}`)}
    </Typography>
  );
}

/** A regular's state on a date as a chip: booked, held (top up), not this week, left out... */
export function WeeklyDateState({ state }: { state: SeriesRegularDateState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOR[state]}
      variant={state === 'booked' ? 'filled' : 'outlined'}
      label={t(`series.dates.state.${state}`)}
      data-testid={`weekly-state-${state}`}
    />
  );
}
