import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';

/** Nothing matched; when filters are set, offers to clear them. */
export function VenuesEmptyState({ onClearFilters }: { onClearFilters?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
        {t('venues.empty.title')}
      </Typography>
      {onClearFilters ? (
        <>
          <Typography color="text.secondary">{t('venues.empty.text')}</Typography>
          <Button
            variant="contained"
            startIcon={<FilterAltOffIcon />}
            onClick={onClearFilters}
            sx={{ mt: 1 }}
          >
            {t('venues.filters.clear')}
          </Button>
        </>
      ) : null}
    </Paper>
  );
}
