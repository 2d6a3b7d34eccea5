import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TeamSummary } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { teamCardActions } from '../lib/team-actions';
import { TeamBadge } from '../../../components/team-badge';
import { useTeamExit } from './use-team-exit';
import { LinkButton } from '../../../components/link-button';

/** The ways out of a team a card offers (leaving it, or deleting it for its captain), in their order. */
const EXITS = ['leave', 'delete'] as const;

/** One team in a list: badge, name, members and captain, and what the viewer may do with it. */
export function TeamCard({ team }: { team: TeamSummary }) {
  const { t } = useTranslation();
  const actions = teamCardActions(team);
  const exit = useTeamExit(team);
  const captain = `${team.captain.first_name} ${team.captain.last_name}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={team.name}
      data-testid="team-card"
      sx={{ p: 2, borderRadius: '16px', borderLeft: `6px solid ${team.primary_color}` }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <TeamBadge team={team} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }} noWrap>
            {team.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('teams.card.members', { count: team.max_members, current: team.member_count })} ·{' '}
            {t('teams.card.captain', { name: captain })}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
        {team.my_role ? <Chip size="small" color="primary" label={t(`teams.roles.${team.my_role}`)} /> : null}
        <Chip size="small" variant="outlined" label={t(`teams.types.${team.type}`)} />
        {team.status === 'inactive' ? (
          <Chip size="small" variant="outlined" label={t('teams.statuses.inactive')} />
        ) : null}
        {team.is_private ? (
          <Chip size="small" variant="outlined" icon={<LockOutlinedIcon />} label={t('teams.card.private')} />
        ) : null}
        {team.home_venue ? <Chip size="small" variant="outlined" label={team.home_venue.name} /> : null}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ mt: 1.5, alignItems: 'center' }}>
        <LinkButton to={`/teams/${team.id}`} size="small" variant="outlined">
          {t('teams.card.view')}
        </LinkButton>
        <Box sx={{ flex: 1 }} />
        {actions.includes('edit') ? (
          <Tooltip title={t('teams.card.edit')}>
            <IconButton
              component={RouterLink}
              to={`/teams/${team.id}/settings`}
              aria-label={t('teams.card.edit_named', { name: team.name })}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        {EXITS.filter((kind) => actions.includes(kind)).map((kind) => (
          <Tooltip key={kind} title={t(`teams.exit.${kind}`)}>
            <IconButton
              color={kind === 'delete' ? 'error' : 'default'}
              onClick={() => exit.ask(kind)}
              aria-label={t(`teams.card.${kind}_named`, { name: team.name })}
            >
              {kind === 'delete' ? <DeleteOutlineIcon /> : <LogoutIcon />}
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      {exit.dialog}
    </Paper>
  );
}
