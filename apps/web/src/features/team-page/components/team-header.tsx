import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { TeamBadge } from '../../../components/team-badge';

/** The top of a team page: badge, name, and the chips that say what kind of team it is. */
export function TeamHeader({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <TeamBadge team={team} size={72} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {team.name}
        </Typography>
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
          {team.my_role ? (
            <Chip size="small" color="primary" label={t(`teams.roles.${team.my_role}`)} />
          ) : null}
          <Chip size="small" variant="outlined" label={t(`teams.types.${team.type}`)} />
          <Chip size="small" variant="outlined" label={t(`teams.statuses.${team.status}`)} />
          {team.is_private ? (
            <Chip
              size="small"
              variant="outlined"
              icon={<LockOutlinedIcon />}
              label={t('teams.card.private')}
            />
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
