import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TeamDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useTeamMembers } from '../../../api/team';
import { QueriesErrorState } from '../../../components/errors/queries-error-state';
import { useTeamFormations } from '../api/team-formations';
import { FormationEditor } from './formation-editor';
import { FormationViewer } from './formation-viewer';

/**
 * The team's formation tab: the editor for those who may manage formations (captain and
 * vice-captains), the saved formations read-only for the other members and visitors of a public team.
 */
export function FormationTab({ team }: { team: TeamDetail }) {
  const { t } = useTranslation();
  const visible = team.members_visible;
  const formations = useTeamFormations(team.id, visible);
  const members = useTeamMembers(team.id, visible);
  const failed = formations.error ?? members.error;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }}
      data-testid="formation-tab"
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t('formations.title')}
      </Typography>
      {!visible ? (
        <Typography color="text.secondary">{t('formations.hidden')}</Typography>
      ) : failed ? (
        <QueriesErrorState title={t('formations.load_error')} queries={[formations, members]} />
      ) : formations.data && members.data ? (
        team.permissions.manage_formations ? (
          <FormationEditor
            key={team.id}
            team={team}
            formations={formations.data.items}
            members={members.data.items.map((member) => member.player)}
          />
        ) : (
          <FormationViewer
            team={team}
            formations={formations.data.items}
            members={members.data.items.map((member) => member.player)}
          />
        )
      ) : (
        <Skeleton variant="rounded" height={420} />
      )}
    </Paper>
  );
}
