import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SIDE_SCORE, type SquadPlayer, type TeamMatch } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogConfirmActions } from '../../../components/dialog-confirm-actions';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRecordTeamMatchResult } from '../api/team-match-mutations';
import { initialResultForm, resultProblem, toResultBody, type ResultLine } from '../lib/result-form';

const goalsValue = (value: string) => Math.max(0, Math.min(MAX_SIDE_SCORE, Math.trunc(Number(value) || 0)));

function GoalsField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  return (
    <TextField
      type="number"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(goalsValue(event.target.value))}
      sx={{ width: 96 }}
      slotProps={{ htmlInput: { min: 0, max: MAX_SIDE_SCORE, inputMode: 'numeric', 'data-testid': testId } }}
    />
  );
}

/** The home captain records the score and each squad player's goals and attendance. */
export function ResultDialog({ match, onClose }: { match: TeamMatch; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const record = useRecordTeamMatchResult(match.id);
  const [form, setForm] = useState(() => initialResultForm(match));
  const [checked, setChecked] = useState(false);
  const problem = resultProblem(form);
  const players = new Map<string, SquadPlayer>(
    [...match.home_squad, ...match.away_squad].map((player) => [player.id, player]),
  );
  const setLine = (userId: string, patch: Partial<ResultLine>) =>
    setForm((current) => ({
      ...current,
      lines: current.lines.map((entry) => (entry.userId === userId ? { ...entry, ...patch } : entry)),
    }));
  const close = () => {
    if (!record.isPending) onClose();
  };
  const submit = () => {
    setChecked(true);
    if (problem) return;
    record.mutate(toResultBody(form), {
      onSuccess: () => {
        toast.success(t('team_matches.result.saved'));
        onClose();
      },
    });
  };
  const side = (which: 'home' | 'away') => {
    const team = which === 'home' ? match.home_team : match.away_team;
    return (
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} key={which}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {team.name}
        </Typography>
        <Stack spacing={1.25}>
          <GoalsField
            label={t('team_matches.result.score')}
            value={which === 'home' ? form.homeScore : form.awayScore}
            onChange={(value) =>
              setForm((current) => ({ ...current, [which === 'home' ? 'homeScore' : 'awayScore']: value }))
            }
            testId={`result-score-${which}`}
          />
          {form.lines
            .filter((entry) => entry.side === which)
            .map((entry) => {
              const player = players.get(entry.userId);
              const name = player ? `${player.first_name} ${player.last_name}` : '';
              return (
                <Box
                  key={entry.userId}
                  data-testid="result-player"
                  data-player={name}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <FormControlLabel
                    sx={{ flex: '1 1 160px', minWidth: 0, mr: 0 }}
                    control={
                      <Checkbox
                        checked={entry.attended}
                        onChange={(event) => setLine(entry.userId, { attended: event.target.checked })}
                      />
                    }
                    label={t('team_matches.result.attended', { name })}
                  />
                  <GoalsField
                    label={t('team_matches.result.goals')}
                    value={entry.goals}
                    onChange={(value) => setLine(entry.userId, { goals: value })}
                    testId="result-goals"
                  />
                </Box>
              );
            })}
        </Stack>
      </Box>
    );
  };
  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'result-dialog' } as object }}
    >
      <DialogTitle id={titleId}>{t('team_matches.result.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>{t('team_matches.result.text')}</DialogContentText>
          {side('home')}
          {side('away')}
          {checked && problem ? (
            <Alert severity="warning" role="alert">
              {t(`team_matches.result.problems.${problem}`)}
            </Alert>
          ) : null}
          {record.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(record.error, (key) => t(key))}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogConfirmActions
        cancelLabel={t('team_matches.actions.back')}
        onCancel={close}
        confirmLabel={t('team_matches.result.save')}
        onConfirm={submit}
        pending={record.isPending}
        confirmTestId="result-save"
      />
    </Dialog>
  );
}
