import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import { MAX_SQUAD_SIZE, type TeamMatch } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
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
  const titleId = useId();
  const team = side === 'home' ? match.home_team : match.away_team;
  const current = side === 'home' ? match.home_squad : match.away_squad;
  const members = useTeamMembers(team.id, true);
  const save = useSaveSquad(match.id, team.id);
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(current.map((player) => player.id)),
  );
  const toggle = (id: string) =>
    setPicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const tooMany = picked.size > MAX_SQUAD_SIZE;
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'squad-dialog' } as object }}
    >
      <DialogTitle id={titleId}>{t('team_matches.squad.pick_title', { team: team.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {t('team_matches.squad.pick_text', { count: picked.size, max: MAX_SQUAD_SIZE })}
        </DialogContentText>
        {members.isError ? (
          <Alert severity="error">{errorMessage(members.error, (key) => t(key))}</Alert>
        ) : !members.data ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <FormGroup>
            {members.data.items.map(({ player }) => (
              <FormControlLabel
                key={player.id}
                control={<Checkbox checked={picked.has(player.id)} onChange={() => toggle(player.id)} />}
                label={`${player.first_name} ${player.last_name}`}
                data-testid="squad-member"
              />
            ))}
          </FormGroup>
        )}
        {save.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {errorMessage(save.error, (key) => t(key))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('team_matches.actions.back')}
        onCancel={close}
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
        disabled={tooMany || !members.data}
        confirmTestId="squad-save"
      />
    </Dialog>
  );
}
