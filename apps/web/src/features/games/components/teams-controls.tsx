import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_TEAMS, MIN_TEAMS } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import type { DraftProblem } from '../lib/team-draft';
import { ClearTeamsButton } from './clear-teams-button';

const COUNTS = Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, index) => MIN_TEAMS + index);

/** The organizer's buttons: how many teams, balance (keeping the locked), save, undo. */
export function TeamsControls(props: {
  teamCount: number;
  onTeamCount: (count: number) => void;
  locked: number;
  hasTeams: boolean;
  changed: boolean;
  problem: DraftProblem | null;
  balancing: boolean;
  saving: boolean;
  clearing: boolean;
  error: string | null;
  onBalance: () => void;
  onSave: () => void;
  onDiscard: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const busy = props.balancing || props.saving || props.clearing;
  const rest = props.locked > 0;
  return (
    <Stack spacing={1.25}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={props.teamCount}
          onChange={(_, value: number | null) => value !== null && props.onTeamCount(value)}
          aria-label={t('match.manage.team_count')}
          disabled={busy}
        >
          {COUNTS.map((count) => (
            <ToggleButton key={count} value={count} sx={{ px: 1.75 }} data-testid={`teams-count-${count}`}>
              {count}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant={props.hasTeams && props.changed ? 'outlined' : 'contained'}
          startIcon={<AutoFixHighIcon />}
          onClick={props.onBalance}
          loading={props.balancing}
          disabled={busy}
          data-testid="teams-balance"
        >
          {t(rest ? 'match.manage.rebalance_rest' : 'match.manage.balance')}
        </Button>
        {props.hasTeams ? (
          <Button
            variant={props.changed ? 'contained' : 'outlined'}
            startIcon={<SaveOutlinedIcon />}
            onClick={props.onSave}
            loading={props.saving}
            disabled={busy || !props.changed || props.problem !== null}
            data-testid="teams-save"
          >
            {t('match.manage.save')}
          </Button>
        ) : null}
        {props.changed ? (
          <>
            <Chip
              color="warning"
              size="small"
              label={t('match.manage.unsaved')}
              data-testid="teams-unsaved"
            />
            <Button size="small" startIcon={<UndoIcon />} onClick={props.onDiscard} disabled={busy}>
              {t('match.manage.discard')}
            </Button>
          </>
        ) : props.hasTeams ? (
          <ClearTeamsButton busy={busy} clearing={props.clearing} onClear={props.onClear} />
        ) : null}
      </Box>
      {rest ? (
        <Typography variant="body2" color="text.secondary">
          {t('match.manage.locked', { count: props.locked })}
        </Typography>
      ) : null}
      {props.changed && props.problem ? (
        <Typography variant="body2" color="warning.main" data-testid="teams-problem">
          {t(`match.manage.problem_${props.problem}`)}
        </Typography>
      ) : null}
      {props.hasTeams ? (
        <Typography variant="caption" color="text.secondary">
          {t('match.manage.drag_hint')}
        </Typography>
      ) : null}
      {props.error ? (
        <Alert severity="error" data-testid="teams-error">
          {props.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
