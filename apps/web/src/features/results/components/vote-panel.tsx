import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameResult } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { formatBakuDateTime } from '../../../lib/baku-time';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCastVote } from '../api/cast-vote';
import { playerName, voteCandidates } from '../lib/result-view';

/** The player-of-the-match vote: choose an attendee, confirm, then "You voted for X". */
export function VotePanel({ result, myId }: { result: GameResult; myId: string | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cast = useCastVote(result.game_id);
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const { vote } = result;
  const myVote = vote.my_vote_id ? result.players.find((player) => player.id === vote.my_vote_id) : undefined;
  const chosen = result.players.find((player) => player.id === choice);
  const closes = t('results.vote.closes', { time: formatBakuDateTime(new Date(vote.closes_at), language) });

  let body;
  if (myVote) {
    body = (
      <Alert severity="success" data-testid="vote-done">
        {t('results.vote.voted', { name: playerName(myVote) })}
      </Alert>
    );
  } else if (vote.can_vote) {
    body = (
      <>
        <Typography variant="body2">{t('results.vote.text')}</Typography>
        <RadioGroup
          aria-label={t('results.vote.choose')}
          value={choice ?? ''}
          onChange={(event) => setChoice(event.target.value)}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {voteCandidates(result, myId).map((player) => (
            <FormControlLabel
              key={player.id}
              value={player.id}
              control={<Radio />}
              label={playerName(player)}
              data-testid="vote-candidate"
              sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            />
          ))}
        </RadioGroup>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => setConfirming(true)}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="vote-submit"
        >
          {t('results.vote.submit')}
        </Button>
      </>
    );
  } else if (!vote.open) {
    body = <Typography color="text.secondary">{t('results.vote.closed')}</Typography>;
  }

  return (
    <Box data-testid="vote-panel">
      <Stack spacing={1.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HowToVoteOutlinedIcon aria-hidden color="primary" />
          <Typography component="h3" sx={{ fontWeight: 800, flex: 1 }}>
            {t('results.vote.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('results.vote.total', { count: vote.total_votes })}
          </Typography>
        </Stack>
        {body}
        {vote.open ? (
          <Typography variant="caption" color="text.secondary">
            {closes}
          </Typography>
        ) : null}
      </Stack>
      <Dialog
        open={confirming && chosen !== undefined}
        onClose={() => !cast.isPending && setConfirming(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>
          {t('results.vote.confirm_title', { name: chosen ? playerName(chosen) : '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('results.vote.confirm_text')}</DialogContentText>
          {cast.isError ? (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="vote-error">
              {errorMessage(cast.error, (key) => t(key))}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogConfirmActions
          cancelLabel={t('results.vote.back')}
          onCancel={() => setConfirming(false)}
          confirmLabel={t('results.vote.submit')}
          onConfirm={() =>
            chosen &&
            cast.mutate(
              { candidate_id: chosen.id },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('results.vote.thanks'));
                },
              },
            )
          }
          pending={cast.isPending}
          confirmTestId="vote-confirm"
        />
      </Dialog>
    </Box>
  );
}
