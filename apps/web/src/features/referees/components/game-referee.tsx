import SportsOutlinedIcon from '@mui/icons-material/SportsOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FAIR_PLAY_SCORE, type GameDetail, type Referee } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAssignReferee, useRefereeSearch, useSaveFairPlay } from '../api/game-referee';
import { SpreadRow } from '../../../components/spread-row';

const fullName = (referee: Referee) => `${referee.first_name} ${referee.last_name}`.trim();

function AssignRefereeDialog({ game, onClose }: { game: GameDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Referee | null>(game.referee);
  const updateSearch = useDebouncedCallback((value: string) => setSearch(value), 300);
  const referees = useRefereeSearch(search);
  const save = useAssignReferee(game.id, () => {
    toast.success(t('referees.saved'));
    onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-referee-title">
      <DialogTitle id="assign-referee-title">
        {t(game.referee ? 'referees.change' : 'referees.assign')}
      </DialogTitle>
      <DialogContent>
        <Autocomplete
          options={referees.data?.items ?? []}
          value={picked}
          onChange={(_, value) => setPicked(value)}
          onInputChange={(_, value) => updateSearch.run(value)}
          getOptionLabel={fullName}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          loading={referees.isFetching}
          noOptionsText={t('referees.no_options')}
          renderOption={(props, option) => (
            <li {...props} key={option.id}>
              <Avatar src={option.photo_url ?? undefined} alt="" sx={{ width: 28, height: 28, mr: 1.5 }} />
              {fullName(option)}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              margin="dense"
              label={t('referees.search_label')}
              helperText={t('referees.search_hint')}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'referee-search' } }}
            />
          )}
        />
        {save.isError ? (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {errorMessage(save.error, (key) => t(key))}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {game.referee ? (
          <Button color="error" onClick={() => save.mutate(null)} disabled={save.isPending}>
            {t('referees.remove')}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>{t('admin_restrictions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!picked || save.isPending}
          onClick={() => picked && save.mutate(picked.id)}
          data-testid="referee-save"
        >
          {t(game.referee ? 'referees.change' : 'referees.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** After kick-off, the game's referee marks each player's fair play from 1 to 5. */
function FairPlayForm({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Record<string, number>>({});
  const save = useSaveFairPlay(game.id, () => toast.success(t('referees.fair_play.saved')));
  if (game.players.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="fair-play-form">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t('referees.fair_play.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('referees.fair_play.hint', { min: FAIR_PLAY_SCORE.min, max: FAIR_PLAY_SCORE.max })}
      </Typography>
      <Stack spacing={1}>
        {game.players.map((player) => {
          const name = `${player.first_name} ${player.last_name}`.trim();
          return (
            <SpreadRow key={player.id}>
              <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
              <Rating
                name={`fair-play-${player.id}`}
                max={FAIR_PLAY_SCORE.max}
                value={scores[player.id] ?? null}
                onChange={(_, value) =>
                  setScores((current) => {
                    const next = { ...current };
                    if (value === null) delete next[player.id];
                    else next[player.id] = value;
                    return next;
                  })
                }
                slotProps={{ root: { 'aria-label': t('referees.fair_play.score_label', { name }) } }}
              />
            </SpreadRow>
          );
        })}
      </Stack>
      {save.isError ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(save.error, (key) => t(key))}
        </Typography>
      ) : null}
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        disabled={Object.keys(scores).length === 0 || save.isPending}
        onClick={() => save.mutate(scores)}
        data-testid="fair-play-save"
      >
        {t('referees.fair_play.save')}
      </Button>
    </Box>
  );
}

/** A game with a referee: who it is (name, photo), and for its organizer a way to assign them. */
export function GameReferee({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const [assigning, setAssigning] = useState(false);
  if (!game.has_referee) return null;
  const canAssign = game.can_manage && (game.status === 'open' || game.status === 'full') && !game.is_past;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }} data-testid="game-referee">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('referees.game_referee')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {game.referee ? (
          <>
            <Avatar src={game.referee.photo_url ?? undefined} alt="">
              <SportsOutlinedIcon />
            </Avatar>
            <Typography sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }} data-testid="game-referee-name">
              {fullName(game.referee)}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('referees.not_assigned')}
          </Typography>
        )}
        {canAssign ? (
          <Button variant="outlined" onClick={() => setAssigning(true)} data-testid="referee-assign">
            {t(game.referee ? 'referees.change' : 'referees.assign')}
          </Button>
        ) : null}
      </Stack>
      {game.is_referee ? (
        <Typography color="primary" sx={{ mt: 1, fontWeight: 700 }}>
          {t('referees.you_referee')}
        </Typography>
      ) : null}
      {game.is_referee && game.is_past && game.status !== 'cancelled' ? <FairPlayForm game={game} /> : null}
      {assigning ? <AssignRefereeDialog game={game} onClose={() => setAssigning(false)} /> : null}
    </Paper>
  );
}
