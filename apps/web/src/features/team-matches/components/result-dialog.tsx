import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SquadPlayer, TeamMatch } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MatchFormDialog } from '../../../components/match-result/match-form-dialog';
import { MatchScoreField } from '../../../components/match-result/match-score-field';
import { fullName } from '../../../lib/format';
import { MATCH_SIDES, type MatchSide } from '../../../lib/match-result';
import { toast } from '../../../lib/toast';
import { useRecordTeamMatchResult } from '../api/team-match-mutations';
import { initialResultForm, resultProblem, toResultBody, type ResultLine } from '../lib/result-form';

/** The home captain records the score and each squad player's goals and attendance. */
export function ResultDialog({ match, onClose }: { match: TeamMatch; onClose: () => void }) {
  const { t } = useTranslation();
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
  const side = (which: MatchSide) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} key={which}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {(which === 'home' ? match.home_team : match.away_team).name}
      </Typography>
      <Stack spacing={1.25}>
        <MatchScoreField
          compact
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
            const name = player ? fullName(player) : '';
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
                <MatchScoreField
                  compact
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
  return (
    <MatchFormDialog
      title={t('team_matches.result.title')}
      text={t('team_matches.result.text')}
      onClose={onClose}
      cancelLabel={t('team_matches.actions.back')}
      confirmLabel={t('team_matches.result.save')}
      onConfirm={submit}
      pending={record.isPending}
      error={record.isError ? record.error : null}
      confirmTestId="result-save"
      testId="result-dialog"
    >
      {MATCH_SIDES.map(side)}
      {checked && problem ? (
        <Alert severity="warning" role="alert">
          {t(`team_matches.result.problems.${problem}`)}
        </Alert>
      ) : null}
    </MatchFormDialog>
  );
}
