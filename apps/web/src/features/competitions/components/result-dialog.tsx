import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { MAX_SIDE_SCORE } from '@oyna/shared';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  type CompetitionMatchDialogProps,
  MatchFormDialog,
} from '../../../components/match-result/match-form-dialog';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { MatchScoreField } from '../../../components/match-result/match-score-field';
import { errorMessage } from '../../../lib/api-error';
import { useRecordResult } from '../api/competition-mutations';
import { useCompetitionMatchMembers } from '../api/competition-queries';
import {
  competitionResultProblem,
  initialCompetitionResult,
  lineupLimits,
  toCompetitionResultBody,
  SIDES,
  type CompetitionResultForm,
  type Side,
} from '../lib/result-form';
import { ResultSide } from './result-side';
import { TwoColumnGrid } from '../../../components/two-column-grid';

/**
 * The organizer (or the home captain) records a match's result: the score, who played for each
 * team, the scorers and cards among them, a forfeit (no line-ups then), and penalties after a level
 * knockout match. A refusal stays in the dialog, in the server's words.
 */
export function ResultDialog({ competition, match, onClose }: CompetitionMatchDialogProps) {
  const { t } = useTranslation();
  const penaltiesId = useId();
  const [form, setForm] = useState(() => initialCompetitionResult(match));
  // Every change is made on the latest form: the default line-ups are filled in by an effect when
  // the members arrive, and a score typed in that moment must not put back the form before them.
  const fill = useCallback(
    (change: (current: CompetitionResultForm) => CompetitionResultForm) => setForm(change),
    [],
  );
  // What is wrong is said once the organizer has changed something or pressed save, not at 0:0.
  const [acted, setActed] = useState(false);
  const update = useCallback((change: (current: CompetitionResultForm) => CompetitionResultForm) => {
    setActed(true);
    setForm(change);
  }, []);
  const limits = lineupLimits(competition);
  const members = useCompetitionMatchMembers(competition.id, match.id);
  // Before kick-off the server takes a forfeit only; the dialog says so instead of failing on save.
  const [openedAt] = useState(() => Date.now());
  const notStarted = match.starts_at !== null && new Date(match.starts_at).getTime() > openedAt;
  const record = useRecordResult(competition.id);
  const {
    save: send,
    refusal,
    dismissRefusal,
  } = useDialogSave(record, {
    saved: t('competitions.organizer.result_saved'),
    onClose,
  });
  const knockout = match.stage === 'knockout';
  const problem = competitionResultProblem(form, knockout, limits);
  const shown = acted ? problem : null;
  const home = match.home_team;
  const away = match.away_team;
  if (!home || !away) return null;
  const teams = { home, away };
  const score = (side: Side) => (
    <MatchScoreField
      capped={false}
      label={t(`competitions.organizer.${side}_goals`, { team: teams[side].name })}
      value={side === 'home' ? form.homeScore : form.awayScore}
      onChange={(value) =>
        update((current) =>
          side === 'home' ? { ...current, homeScore: value } : { ...current, awayScore: value },
        )
      }
      disabled={form.forfeit !== null}
      testId={`result-${side}-score`}
    />
  );
  const save = () => {
    setActed(true);
    if (problem !== null) return;
    send({ matchId: match.id, body: toCompetitionResultBody(form, knockout) });
  };
  return (
    <MatchFormDialog
      title={t('competitions.organizer.result_title', { home: home.name, away: away.name })}
      onClose={onClose}
      cancelLabel={t('competitions.register.cancel')}
      confirmLabel={t('competitions.organizer.save')}
      onConfirm={save}
      pending={record.isPending}
      confirmDisabled={shown !== null}
      confirmTestId="result-save"
    >
      {notStarted ? <Alert severity="info">{t('competitions.organizer.not_started')}</Alert> : null}
      {/* One score under the other on a phone: a label holds a team's whole name. */}
      <TwoColumnGrid>
        {score('home')}
        {score('away')}
      </TwoColumnGrid>
      <TextField
        select
        label={t('competitions.organizer.forfeit')}
        value={form.forfeit ?? ''}
        onChange={(event) => {
          const forfeit = (event.target.value || null) as Side | null;
          update((current) => ({ ...current, forfeit }));
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('competitions.organizer.forfeit_none')}</MenuItem>
        {SIDES.map((side) => (
          <MenuItem key={side} value={side}>
            {t('competitions.organizer.forfeit_by', { team: teams[side].name })}
          </MenuItem>
        ))}
      </TextField>
      {knockout && !form.forfeit && form.homeScore === form.awayScore ? (
        <Box>
          <FormLabel id={penaltiesId}>{t('competitions.organizer.penalties_winner')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={penaltiesId}
            value={form.penaltiesWinner ?? ''}
            onChange={(event) => {
              const penaltiesWinner = event.target.value as Side;
              update((current) => ({ ...current, penaltiesWinner }));
            }}
          >
            {SIDES.map((side) => (
              <FormControlLabel
                key={side}
                value={side}
                control={<Radio />}
                label={teams[side].name}
                data-testid={`penalties-${side}`}
              />
            ))}
          </RadioGroup>
        </Box>
      ) : null}
      {!form.forfeit
        ? SIDES.map((side) => (
            <ResultSide
              key={side}
              side={side}
              team={teams[side]}
              roster={members.data?.[side]}
              form={form}
              limits={limits}
              update={update}
              fill={fill}
            />
          ))
        : null}
      {shown === 'scorers_exceed' || shown === 'penalties_needed' ? (
        <Alert severity="warning" role="status" data-testid="result-problem">
          {shown === 'scorers_exceed'
            ? t('competitions.organizer.scorers_exceed')
            : t('competitions.organizer.penalties_needed')}
        </Alert>
      ) : null}
      {shown === 'lineup_size' ? (
        <Alert severity="warning" role="status" data-testid="result-problem">
          {t('competitions.organizer.lineup_size', { min: limits.min, max: limits.max })}
        </Alert>
      ) : null}
      {members.isError ? <Alert severity="error">{errorMessage(members.error, t)}</Alert> : null}
      {refusal ? (
        <Alert severity="error" onClose={dismissRefusal} data-testid="result-refusal">
          {refusal}
        </Alert>
      ) : null}
      {shown === 'score_range' ? (
        <Alert severity="warning" role="status" data-testid="result-problem">
          {t('competitions.organizer.goals_invalid', { min: 0, max: MAX_SIDE_SCORE })}
        </Alert>
      ) : null}
    </MatchFormDialog>
  );
}
