import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { seriesScheduleText } from '../../../lib/series-schedule';
import { useMySeries } from '../api/my-series';

/**
 * The organizer's weekly games above their games: each links to its page (dates, skip, pause, end).
 * Nothing is shown until the organizer has one, or when the list cannot be read (the games below
 * still can).
 */
export function MySeriesList() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const headingId = useId();
  const series = useMySeries();
  const items = series.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('games.series.mine')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} data-testid="my-series">
        {items.map((item) => (
          <Paper
            key={item.id}
            component="li"
            variant="outlined"
            sx={{
              listStyle: 'none',
              p: 1.5,
              borderRadius: '14px',
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
            }}
          >
            <EventRepeatOutlinedIcon color="primary" aria-hidden />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Link component={RouterLink} to={`/organizer/series/${item.id}`} sx={{ fontWeight: 700 }}>
                {item.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {seriesScheduleText(t, language, item)} · {item.venue.name}
              </Typography>
            </Box>
            <Chip
              size="small"
              label={t(`games.series.status.${item.status}`)}
              color={item.status === 'active' ? 'success' : 'default'}
            />
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
