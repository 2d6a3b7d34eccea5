import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDeleteTeam, useLeaveTeam } from '../api/manage-team';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type ExitAction = 'leave' | 'delete';

/**
 * Leaving or deleting a team, each after a confirmation, with a message either way; afterwards the
 * player is back on the teams list. Returns the function that asks, and the dialog to render.
 */
export function useTeamExit(team: { id: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTeam();
  const remove = useDeleteTeam();
  const [asking, setAsking] = useState<ExitAction | null>(null);

  const fail = (error: unknown) => toast.error(errorMessage(error, (key) => t(key)));
  const confirm = () => {
    if (asking === 'leave') {
      leave.mutate(team.id, {
        onSuccess: (result) => {
          toast.success(t(result.team_deleted ? 'teams.exit.left_deleted' : 'teams.exit.left', team));
          void navigate('/teams');
        },
        onError: fail,
        onSettled: () => setAsking(null),
      });
    } else if (asking === 'delete') {
      remove.mutate(team.id, {
        onSuccess: () => {
          toast.success(t('teams.exit.deleted', team));
          void navigate('/teams');
        },
        onError: fail,
        onSettled: () => setAsking(null),
      });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={t(asking === 'delete' ? 'teams.exit.delete_title' : 'teams.exit.leave_title', team)}
      text={t(asking === 'delete' ? 'teams.exit.delete_text' : 'teams.exit.leave_text', team)}
      confirmLabel={t(asking === 'delete' ? 'teams.exit.delete' : 'teams.exit.leave')}
      danger
      busy={leave.isPending || remove.isPending}
      onConfirm={confirm}
      onClose={() => setAsking(null)}
    />
  );
  return { ask: setAsking, dialog };
}
