import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { PROVISIONAL_RATING_GAMES } from '@oyna/shared';
import { useTranslation } from '../lib/use-translation';

/**
 * The small "provisional" tag after a rating that rests on fewer than PROVISIONAL_RATING_GAMES
 * games; the full reason in a tooltip and for screen readers.
 */
export function ProvisionalMark() {
  const { t } = useTranslation();
  const hint = t('rating.provisional_hint', { count: PROVISIONAL_RATING_GAMES });
  return (
    <Tooltip title={hint} enterTouchDelay={0}>
      <Box
        component="span"
        data-testid="provisional-mark"
        sx={{
          display: 'inline-block',
          px: 0.5,
          borderRadius: '4px',
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: '0.6875rem',
          fontWeight: 600,
          lineHeight: 1.5,
          verticalAlign: 'middle',
          whiteSpace: 'nowrap',
          cursor: 'help',
        }}
      >
        <span aria-hidden="true">{t('rating.provisional')}</span>
        <span className="visually-hidden">{hint}</span>
      </Box>
    </Tooltip>
  );
}
