import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeriesPage } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';

/** The past games of the series, newest first: the score once recorded and who came. */
export function SeriesHistory({ history }: { history: SeriesPage['history'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (history.length === 0) return <Typography color="text.secondary">{t('series.history.none')}</Typography>;
  return (
    <Stack divider={<Divider flexItem />} data-testid="series-history">
      {history.map((entry) => (
        <Stack
          key={entry.date}
          direction="row"
          sx={{ justifyContent: 'space-between', gap: 1, py: 1, flexWrap: 'wrap' }}
        >
          <Stack spacing={0.25}>
            {entry.game_id ? (
              <Link component={RouterLink} to={`/games/${entry.game_id}`}>
                {formatBakuDateTime(new Date(entry.starts_at), language)}
              </Link>
            ) : (
              <Typography>{formatBakuDateTime(new Date(entry.starts_at), language)}</Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('series.history.attendance', { attended: entry.attended, players: entry.players })}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {entry.scores ? entry.scores.join(' : ') : t('series.history.no_result')}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
