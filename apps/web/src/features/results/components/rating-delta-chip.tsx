import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../lib/use-translation';
import { formatDelta } from '../../../lib/format-delta';

/** A player's rating change from one game: green up, red down; "did not come" for a no-show. */
export function RatingDeltaChip({ delta }: { delta: number | null }) {
  const { t } = useTranslation();
  if (delta === null) {
    return (
      <Chip size="small" variant="outlined" label={t('results.view.no_show')} data-testid="rating-delta" />
    );
  }
  return (
    <Chip
      size="small"
      color={delta > 0 ? 'success' : delta < 0 ? 'error' : 'default'}
      label={formatDelta(delta)}
      title={t('results.view.rating_change')}
      data-testid="rating-delta"
      sx={{ fontWeight: 800, minWidth: 44 }}
    />
  );
}
