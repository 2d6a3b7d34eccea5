import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Competition, CompetitionTeam } from '@oyna/shared';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { TeamCell } from '../../../components/team-cell';
import { SpreadRow } from '../../../components/spread-row';

const STATUS_COLOR = {
  accepted: 'success',
  pending: 'warning',
  refused: 'error',
  withdrawn: 'default',
} as const;

/** The organizer's controls on one registered team (the console's), in the app's composition. */
export type ManageTeamPart = ComponentType<{ competition: Competition; entry: CompetitionTeam }>;

/**
 * The registered teams: status, seed and group; with `manageTeam`, the organizer accepts, refuses
 * and seeds while registering.
 */
export function TeamsTab({
  competition,
  manageTeam: ManageTeam,
}: {
  competition: Competition;
  manageTeam?: ManageTeamPart | undefined;
}) {
  const { t } = useTranslation();
  if (competition.teams.length === 0) {
    return <Typography color="text.secondary">{t('competitions.teams_tab.empty')}</Typography>;
  }
  return (
    <List disablePadding data-testid="competition-teams">
      {competition.teams.map((entry) => (
        <ListItem
          key={entry.team.id}
          divider
          sx={{ px: 0, py: 1.25, display: 'block' }}
          data-testid={`competition-team-${entry.team.id}`}
        >
          <SpreadRow>
            <TeamCell team={entry.team} size={32} bold />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {entry.group ? (
                <Chip size="small" label={t('competitions.table.group', { group: entry.group })} />
              ) : null}
              {entry.seed !== null ? (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('competitions.teams_tab.seed', { seed: entry.seed })}
                />
              ) : null}
              <Chip
                size="small"
                color={STATUS_COLOR[entry.status]}
                label={t(`competitions.teams_tab.statuses.${entry.status}`)}
              />
            </Stack>
          </SpreadRow>
          {competition.permissions.manage_teams && ManageTeam ? (
            <Box sx={{ mt: 1 }}>
              <ManageTeam competition={competition} entry={entry} />
            </Box>
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}
