import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INVITATION_EXPIRY_DAYS, type TeamDetail } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { toastOutcome } from '../../../lib/toast-outcome';
import { useInviteCandidates, useInvitePlayer } from '../api/members';
import { InviteCandidateLine } from './invite-candidate-line';

/** Find a player by name and invite them; the invitation waits INVITATION_EXPIRY_DAYS for an answer. */
export function InvitePlayerDialog({
  team,
  open,
  onClose,
}: {
  team: TeamDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const commit = useDebouncedCallback((value: string) => setSearch(value.trim()), 300);
  const candidates = useInviteCandidates(team.id, search);
  const invite = useInvitePlayer(team.id);
  const items = candidates.data?.items ?? [];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('teams.invite_player.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('teams.invite_player.text', { count: INVITATION_EXPIRY_DAYS })}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label={t('teams.invite_player.search')}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            commit.run(event.target.value);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'invite-search', type: 'search' } }}
        />
        <Stack divider={<Divider flexItem />} sx={{ mt: 1 }} aria-live="polite">
          {search.length >= 2 && candidates.isSuccess && items.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {t('teams.invite_player.none')}
            </Typography>
          ) : null}
          {items.map((player) => {
            const name = `${player.first_name} ${player.last_name}`;
            return (
              <InviteCandidateLine
                key={player.id}
                player={player}
                disabled={invite.isPending}
                onInvite={() =>
                  invite.mutate(player.id, toastOutcome(t, t('teams.invite_player.sent', { name })))
                }
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('teams.invite_player.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
