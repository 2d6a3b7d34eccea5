import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';

/** No game matched: suggests widening the filters, and offers to clear them. */
export function GamesEmptyState({ onClearFilters }: { onClearFilters?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="games-empty"
      sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}
    >
      <SportsSoccerIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {t('games.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {onClearFilters ? t('games.empty.widen') : t('games.empty.none')}
      </Typography>
      {onClearFilters ? (
        <Button variant="contained" startIcon={<FilterAltOffIcon />} onClick={onClearFilters} sx={{ mt: 1 }}>
          {t('games.filters.clear')}
        </Button>
      ) : null}
    </Paper>
  );
}
