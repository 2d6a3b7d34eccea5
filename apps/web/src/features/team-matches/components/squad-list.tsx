import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { SquadPlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { PositionAbbr } from '../../../components/position-abbr';
import { PlayerName } from './player-name';

/** A squad's players, with goals and absences once the result is recorded. */
export function SquadList({ squad, testId }: { squad: readonly SquadPlayer[]; testId?: string }) {
  const { t } = useTranslation();
  if (squad.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {t('team_matches.squad.empty')}
      </Typography>
    );
  return (
    <List dense disablePadding data-testid={testId}>
      {squad.map((player) => (
        <ListItem key={player.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="squad-player">
          <PlayerName player={player} />
          {player.primary_position ? (
            <Typography variant="caption" color="text.secondary">
              <PositionAbbr position={player.primary_position} />
            </Typography>
          ) : null}
          {player.goals ? (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
              <SportsSoccerIcon fontSize="inherit" aria-hidden="true" />
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                {t('team_matches.squad.goals', { count: player.goals })}
              </Typography>
            </Box>
          ) : null}
          {player.attended === false ? (
            <Typography variant="caption" color="text.secondary">
              {t('team_matches.squad.absent')}
            </Typography>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
