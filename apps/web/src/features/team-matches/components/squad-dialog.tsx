import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { MAX_SQUAD_SIZE, type TeamMatch } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LineupChecklist } from '../../../components/match-result/lineup-checklist';
import { MatchFormDialog } from '../../../components/match-result/match-form-dialog';
import { useTeamMembers } from '../../../api/team';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useSaveSquad } from '../api/team-match-mutations';

interface SquadDialogProps {
  match: TeamMatch;
  side: 'home' | 'away';
  onClose: () => void;
}

/** The captain ticks the members who play; saving replaces the squad. */
export function SquadDialog({ match, side, onClose }: SquadDialogProps) {
  const { t } = useTranslation();
  const team = side === 'home' ? match.home_team : match.away_team;
  const current = side === 'home' ? match.home_squad : match.away_squad;
  const members = useTeamMembers(team.id, true);
  const save = useSaveSquad(match.id, team.id);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(current.map((player) => player.id)),
  );
  const toggle = (id: string, pick: boolean) =>
    setPicked((before) => {
      const next = new Set(before);
      if (pick) next.add(id);
      else next.delete(id);
      return next;
    });
  const tooMany = picked.size > MAX_SQUAD_SIZE;
  return (
    <MatchFormDialog
      narrow
      title={t('team_matches.squad.pick_title', { team: team.name })}
      text={t('team_matches.squad.pick_text', { count: picked.size, max: MAX_SQUAD_SIZE })}
      onClose={onClose}
      cancelLabel={t('team_matches.actions.back')}
      confirmLabel={t('team_matches.squad.save')}
      onConfirm={() =>
        save.mutate(
          { user_ids: [...picked] },
          {
            onSuccess: () => {
              toast.success(t('team_matches.squad.saved'));
              onClose();
            },
          },
        )
      }
      pending={save.isPending}
      error={save.isError ? save.error : null}
      confirmDisabled={tooMany || !members.data}
      confirmTestId="squad-save"
      testId="squad-dialog"
    >
      {members.isError ? (
        <Alert severity="error">{errorMessage(members.error, (key) => t(key))}</Alert>
      ) : !members.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <LineupChecklist
          players={members.data.items.map(({ player }) => player)}
          isPicked={(id) => picked.has(id)}
          onPick={toggle}
          itemTestId="squad-member"
        />
      )}
    </MatchFormDialog>
  );
}
