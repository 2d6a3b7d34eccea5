import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameDetail, GameResult, GameSides } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRecordResult } from '../api/record-result';
import {
  hasProblems,
  initialResultForm,
  recordResultBody,
  setScore,
  setSideCount,
  updatePlayer,
  validateResult,
} from '../lib/result-form';
import { ResultPlayerOfMatch } from './result-player-of-match';
import { ResultPlayerRow } from './result-player-row';
import { ResultScores } from './result-scores';

/** The result form: prefilled from the saved sides, or from the recorded result to correct it. */
export function ResultForm(props: { game: GameDetail; sides: GameSides | null; result: GameResult | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { game } = props;
  const record = useRecordResult(game.id);
  const [initial] = useState(() =>
    initialResultForm({
      playerIds: game.players.map((player) => player.id),
      sides: props.sides,
      result: props.result,
    }),
  );
  const [state, setState] = useState(initial);
  // Listed side by side as they start; a player moved to another side keeps their place in the list.
  const [rows] = useState(() => {
    const startSide = new Map(initial.players.map((entry) => [entry.user_id, entry.side]));
    return [...game.players].sort((a, b) => (startSide.get(a.id) ?? 0) - (startSide.get(b.id) ?? 0));
  });
  const [tried, setTried] = useState(false);
  const problems = validateResult(state);
  const invalid = hasProblems(problems);
  const entries = new Map(state.players.map((entry) => [entry.user_id, entry]));
  const candidates = game.players.filter(
    (player) => entries.get(player.id)?.attended === true || player.id === state.player_of_match_id,
  );

  const submit = () => {
    setTried(true);
    if (invalid) return;
    record.mutate(recordResultBody(state), {
      onSuccess: () => {
        toast.success(t('results.form.saved'));
        void navigate(`/games/${game.id}`);
      },
    });
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="result-form"
    >
      <ResultScores
        scores={state.scores}
        onScore={(side, score) => setState(setScore(state, side, score))}
        onSideCount={(count) => setState(setSideCount(state, count))}
        problems={problems.sides}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('results.form.players_title')}
        </Typography>
        {props.result ? null : (
          <Typography variant="body2" color="text.secondary">
            {t('results.form.players_hint')}
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {rows.map((player) => {
            const entry = entries.get(player.id);
            return entry ? (
              <ResultPlayerRow
                key={player.id}
                player={player}
                entry={entry}
                sideCount={state.scores.length}
                problem={problems.players[player.id]}
                onChange={(change) => setState(updatePlayer(state, player.id, change))}
              />
            ) : null;
          })}
        </Box>
      </Paper>
      <ResultPlayerOfMatch
        candidates={candidates}
        value={state.player_of_match_id}
        onChange={(id) => setState({ ...state, player_of_match_id: id })}
        problem={problems.playerOfMatch}
      />
      {tried && invalid ? (
        <Alert severity="warning" data-testid="result-fix-first">
          {t('results.form.fix_first')}
        </Alert>
      ) : null}
      {record.isError ? (
        <Alert severity="error" data-testid="result-error">
          {errorMessage(record.error, (key) => t(key))}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SaveOutlinedIcon />}
        loading={record.isPending}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        data-testid="result-submit"
      >
        {t('results.form.save')}
      </Button>
    </Stack>
  );
}
