import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TeamMembershipEvent } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { formatLongDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { PlayerName } from './player-name';

/** Members joining and leaving, latest first. */
export function MembershipEvents({ events }: { events: readonly TeamMembershipEvent[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (events.length === 0)
    return <Typography color="text.secondary">{t('team_matches.history.no_members')}</Typography>;
  return (
    <List dense disablePadding data-testid="history-membership">
      {events.map((entry, index) => (
        <ListItem
          key={`${entry.player.id}-${entry.at}-${index}`}
          divider
          disableGutters
          sx={{ gap: 1, flexWrap: 'wrap' }}
        >
          <PlayerName player={entry.player} />
          <Typography variant="body2">{t(`team_matches.history.${entry.event}`)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {formatLongDate(new Date(entry.at), language)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
