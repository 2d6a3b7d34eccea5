import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SIDE_SCORE, type CompetitionMatch, type TeamRef } from '@oyna/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamMembers } from '../../../api/team';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRecordResult } from '../api/competition-mutations';
import {
  competitionResultProblem,
  initialCompetitionResult,
  toCompetitionResultBody,
  type CompetitionResultForm,
} from '../lib/result-form';

type Side = 'home' | 'away';

/** One side's named scorers: a member and their goals per line. */
function SideScorers({
  side,
  team,
  form,
  onChange,
}: {
  side: Side;
  team: TeamRef;
  form: CompetitionResultForm;
  onChange: (form: CompetitionResultForm) => void;
}) {
  const { t } = useTranslation();
  const members = useTeamMembers(team.id, true);
  const players = members.data?.items.map((member) => member.player) ?? [];
  const lines = form.scorers.map((line, index) => ({ line, index })).filter(({ line }) => line.side === side);
  const setLine = (index: number, changes: Partial<CompetitionResultForm['scorers'][number]>) =>
    onChange({
      ...form,
      scorers: form.scorers.map((line, at) => (at === index ? { ...line, ...changes } : line)),
    });
  const free = players.filter(
    (player) => !form.scorers.some((line) => line.side === side && line.userId === player.id),
  );
  return (
    <Stack spacing={1}>
      <Typography
        component="h3"
        variant="subtitle2"
      >{`${t('competitions.organizer.scorers')}: ${team.name}`}</Typography>
      {lines.map(({ line, index }) => (
        <Box
          key={index}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 80px auto', gap: 1, alignItems: 'center' }}
        >
          <TextField
            select
            size="small"
            label={t('competitions.organizer.scorer_player')}
            value={line.userId}
            onChange={(event) => setLine(index, { userId: event.target.value })}
          >
            {players
              .filter((player) => player.id === line.userId || free.includes(player))
              .map((player) => (
                <MenuItem key={player.id} value={player.id}>
                  {`${player.first_name} ${player.last_name}`}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('competitions.organizer.scorer_goals')}
            value={line.goals}
            onChange={(event) =>
              setLine(index, { goals: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })
            }
            slotProps={{ htmlInput: { min: 1, max: MAX_SIDE_SCORE } }}
          />
          <IconButton
            aria-label={t('competitions.organizer.remove_scorer')}
            onClick={() => onChange({ ...form, scorers: form.scorers.filter((_, at) => at !== index) })}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={free.length === 0}
        onClick={() => {
          const first = free[0];
          if (first) onChange({ ...form, scorers: [...form.scorers, { side, userId: first.id, goals: 1 }] });
        }}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`add-scorer-${side}`}
      >
        {t('competitions.organizer.add_scorer')}
      </Button>
    </Stack>
  );
}

/** The organizer records a match's result: the score, the scorers, a forfeit, and penalties after a level knockout match. */
export function ResultDialog({
  competitionId,
  match,
  onClose,
}: {
  competitionId: string;
  match: CompetitionMatch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [form, setForm] = useState(() => initialCompetitionResult(match));
  // Before kick-off the server takes a forfeit only; the dialog says so instead of failing on save.
  const [openedAt] = useState(() => Date.now());
  const notStarted = match.starts_at !== null && new Date(match.starts_at).getTime() > openedAt;
  const record = useRecordResult(competitionId);
  const knockout = match.stage === 'knockout';
  const problem = competitionResultProblem(form, knockout);
  const home = match.home_team;
  const away = match.away_team;
  if (!home || !away) return null;
  const score = (side: Side) => (
    <TextField
      type="number"
      label={t(`competitions.organizer.${side}_goals`, { team: side === 'home' ? home.name : away.name })}
      value={side === 'home' ? form.homeScore : form.awayScore}
      onChange={(event) => {
        const value = Math.max(0, Math.trunc(Number(event.target.value) || 0));
        setForm(side === 'home' ? { ...form, homeScore: value } : { ...form, awayScore: value });
      }}
      disabled={form.forfeit !== null}
      slotProps={{ htmlInput: { min: 0, max: MAX_SIDE_SCORE, 'data-testid': `result-${side}-score` } }}
    />
  );
  const save = () =>
    record.mutate(
      { matchId: match.id, body: toCompetitionResultBody(form, knockout) },
      {
        onSuccess: () => {
          toast.success(t('competitions.organizer.result_saved'));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('competitions.organizer.result_title', { home: home.name, away: away.name })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {notStarted ? <Alert severity="info">{t('competitions.organizer.not_started')}</Alert> : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {score('home')}
            {score('away')}
          </Box>
          <TextField
            select
            label={t('competitions.organizer.forfeit')}
            value={form.forfeit ?? ''}
            onChange={(event) => setForm({ ...form, forfeit: (event.target.value || null) as Side | null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('competitions.organizer.forfeit_none')}</MenuItem>
            <MenuItem value="home">{t('competitions.organizer.forfeit_by', { team: home.name })}</MenuItem>
            <MenuItem value="away">{t('competitions.organizer.forfeit_by', { team: away.name })}</MenuItem>
          </TextField>
          {knockout && !form.forfeit && form.homeScore === form.awayScore ? (
            <Box>
              <FormLabel id={`${titleId}-penalties`}>
                {t('competitions.organizer.penalties_winner')}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-penalties`}
                value={form.penaltiesWinner ?? ''}
                onChange={(event) => setForm({ ...form, penaltiesWinner: event.target.value as Side })}
              >
                <FormControlLabel
                  value="home"
                  control={<Radio />}
                  label={home.name}
                  data-testid="penalties-home"
                />
                <FormControlLabel
                  value="away"
                  control={<Radio />}
                  label={away.name}
                  data-testid="penalties-away"
                />
              </RadioGroup>
            </Box>
          ) : null}
          {!form.forfeit ? (
            <>
              <SideScorers side="home" team={home} form={form} onChange={setForm} />
              <SideScorers side="away" team={away} form={form} onChange={setForm} />
            </>
          ) : null}
          {problem === 'scorers_exceed' || problem === 'penalties_needed' ? (
            <Alert severity="warning" role="status">
              {problem === 'scorers_exceed'
                ? t('competitions.organizer.scorers_exceed')
                : t('competitions.organizer.penalties_needed')}
            </Alert>
          ) : null}
          {problem === 'score_range' ? (
            <Alert severity="warning" role="status">
              {t('competitions.organizer.goals_invalid', { min: 0, max: MAX_SIDE_SCORE })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('competitions.register.cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={problem !== null}
          loading={record.isPending}
          data-testid="result-save"
        >
          {t('competitions.organizer.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
