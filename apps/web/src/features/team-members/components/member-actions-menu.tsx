import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TeamDetail, TeamMember } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useRemoveMember, useSetMemberRole, useTransferCaptaincy } from '../api/members';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type MemberAction = 'vice_captain' | 'member' | 'transfer' | 'remove';

/** The captain's menu on one member: vice-captain or back, hand over the captaincy, remove. */
export function MemberActionsMenu({ team, member }: { team: TeamDetail; member: TeamMember }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The action stays set while the dialog closes, so that its texts do not vanish mid-transition.
  const [confirming, setConfirming] = useState<MemberAction | null>(null);
  const [open, setOpen] = useState(false);
  const setRole = useSetMemberRole(team.id);
  const remove = useRemoveMember(team.id);
  const transfer = useTransferCaptaincy(team.id);
  const name = `${member.player.first_name} ${member.player.last_name}`;

  const actions: MemberAction[] = [];
  if (member.role !== 'captain') {
    if (team.permissions.set_roles) actions.push(member.role === 'member' ? 'vice_captain' : 'member');
    if (team.permissions.transfer_captaincy) actions.push('transfer');
    if (team.permissions.remove_members) actions.push('remove');
  }
  if (actions.length === 0) return null;

  const choose = (action: MemberAction) => {
    setAnchor(null);
    setConfirming(action);
    setOpen(true);
  };
  const confirm = () => {
    /** Said once the change is made (or why it was not), and the dialog closes either way. */
    const outcome = (message: string) => ({ ...toastOutcome(t, message), onSettled: () => setOpen(false) });
    if (confirming === 'vice_captain' || confirming === 'member') {
      const role = confirming;
      setRole.mutate({ userId: member.player.id, role }, outcome(t(`teams.members.now_${role}`, { name })));
    } else if (confirming === 'transfer') {
      transfer.mutate(member.player.id, outcome(t('teams.members.transferred', { name })));
    } else if (confirming === 'remove') {
      remove.mutate(member.player.id, outcome(t('teams.members.removed', { name })));
    }
  };

  return (
    <>
      <IconButton
        aria-label={t('teams.members.actions_for', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="member-actions"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            sx={action === 'remove' ? { color: 'error.main' } : undefined}
            data-testid={`member-action-${action}`}
          >
            {t(`teams.members.action_${action}`)}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={open}
        title={confirming ? t(`teams.members.confirm_${confirming}_title`, { name }) : ''}
        text={confirming ? t(`teams.members.confirm_${confirming}_text`, { name }) : ''}
        confirmLabel={confirming ? t(`teams.members.action_${confirming}`) : ''}
        danger={confirming === 'remove'}
        busy={setRole.isPending || transfer.isPending || remove.isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
