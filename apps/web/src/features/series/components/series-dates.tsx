import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Series, SeriesDate } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { formatManat } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

const STATE_COLORS = {
  scheduled: 'default',
  published: 'success',
  skipped: 'default',
  refused: 'error',
} as const;

interface SeriesDatesProps {
  series: Series;
  /** The organizer asks to skip a date (a holiday). */
  onSkip: (date: SeriesDate) => void;
  /** The organizer moves a date (published or still to be) to another kick-off. */
  onMove: (date: SeriesDate) => void;
  /** The organizer changes the series from this date on ("this and the following"). */
  onChangeFrom: (date: SeriesDate) => void;
}

/**
 * The coming dates of a weekly game: when and at what price (a date still to publish at those it will
 * have, planned changes included), what became of each, its game, and what the organizer can do with
 * it: change that game alone, move it, change the series from there on, or skip it.
 */
export function SeriesDates({ series, onSkip, onMove, onChangeFrom }: SeriesDatesProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (series.upcoming.length === 0) return <p>{t('games.series.no_dates')}</p>;
  const running = series.status !== 'ended';
  return (
    <List disablePadding data-testid="series-dates">
      {series.upcoming.map((date) => {
        const canSkip = running && (date.state === 'scheduled' || date.state === 'published');
        const published = running && date.state === 'published' && date.game_id !== null;
        // A change starts from any date to come: a later one than the next to publish is planned (decision 81).
        const canChangeFrom = published || (running && date.state === 'scheduled');
        // A date still to be published (or refused for want of a pitch) moves too, before its game exists.
        const canMove = published || (running && (date.state === 'scheduled' || date.state === 'refused'));
        return (
          <ListItem
            key={date.date}
            divider
            data-testid={`series-date-${date.date}`}
            sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
          >
            <ListItemText
              primary={`${formatBakuDateTime(new Date(date.starts_at), language)} · ${formatManat(date.price, language)}`}
              secondary={
                date.state === 'refused'
                  ? t(
                      `games.series.refused.${date.problem === 'venue_inactive' ? 'venue_inactive' : 'pitches'}`,
                    )
                  : null
              }
              sx={{ flex: '1 1 220px' }}
            />
            <Chip
              size="small"
              color={STATE_COLORS[date.state]}
              label={t(`games.series.state.${date.state}`)}
            />
            {date.moved ? (
              <Chip
                size="small"
                variant="outlined"
                label={t('games.series.moved')}
                data-testid={`series-moved-${date.date}`}
              />
            ) : null}
            {date.game_id ? (
              <Button component={RouterLink} to={`/games/${date.game_id}`} size="small">
                {t('games.series.open_game')}
              </Button>
            ) : null}
            {published ? (
              <Button
                component={RouterLink}
                to={`/organizer/games/${date.game_id}/edit`}
                size="small"
                data-testid={`series-edit-one-${date.date}`}
              >
                {t('games.series.change.single_game')}
              </Button>
            ) : null}
            {canMove ? (
              <Button size="small" onClick={() => onMove(date)} data-testid={`series-move-${date.date}`}>
                {t('games.series.move.action')}
              </Button>
            ) : null}
            {canChangeFrom ? (
              <Button
                size="small"
                onClick={() => onChangeFrom(date)}
                data-testid={`series-change-from-${date.date}`}
              >
                {t('games.series.change.action')}
              </Button>
            ) : null}
            {canSkip ? (
              <Button size="small" onClick={() => onSkip(date)} data-testid={`series-skip-${date.date}`}>
                {t('games.series.skip')}
              </Button>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}
