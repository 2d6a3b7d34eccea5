import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyWeeklyGame } from '@oyna/shared';
import { memo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMyWeeklyGames } from '../../api/my-weekly-games';
import { formatBakuDateTime } from '../../lib/baku-time';
import { currentLanguage } from '../../lib/i18n';
import { IconListCard } from '../icon-list-card';
import { LinkButton } from '../link-button';
import { LeftOutReason, WeeklyDateState } from './weekly-date-state';

function WeeklyGameRow({ game }: { game: MyWeeklyGame }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { next } = game;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1 }}
      data-testid="weekly-game"
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{game.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {game.venue_name} ·{' '}
          {next
            ? t('series.weekly.next', { when: formatBakuDateTime(new Date(next.starts_at), language) })
            : t('series.weekly.no_date')}
        </Typography>
        {game.status === 'pending' ? (
          <Typography variant="body2" color="text.secondary">
            {t('series.weekly.pending')}
          </Typography>
        ) : null}
        {next?.mine ? (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <WeeklyDateState state={next.mine.state} />
            {next.mine.state === 'left_out' ||
            next.mine.state === 'refused' ||
            next.mine.state === 'missed_last' ? (
              <LeftOutReason reason={next.mine.reason} />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {next?.mine?.state === 'held' ? (
          <LinkButton to="/balance" size="small" variant="contained" color="warning">
            {t('series.dates.top_up')}
          </LinkButton>
        ) : null}
        <LinkButton to={`/series/${game.series_id}`} size="small" variant="outlined">
          {t('series.weekly.open')}
        </LinkButton>
      </Stack>
    </Stack>
  );
}

/**
 * "My weekly games" on the dashboard and on My games: the series I am a regular of, each with the
 * next date and my state there. Nothing at all when I am a regular of none.
 */
export const MyWeeklyGames = memo(function MyWeeklyGames() {
  const { t } = useTranslation();
  const weekly = useMyWeeklyGames();
  const items = weekly.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <IconListCard
      icon={<EventRepeatOutlinedIcon color="primary" aria-hidden="true" />}
      title={t('series.weekly.title')}
      testId="my-weekly-games"
    >
      {items.map((game) => (
        <WeeklyGameRow key={game.series_id} game={game} />
      ))}
    </IconListCard>
  );
});
