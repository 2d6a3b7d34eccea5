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
import { MAX_SIDES, MIN_SIDES } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftProblem } from '../lib/side-draft';
import { ClearSidesButton } from './clear-sides-button';

const COUNTS = Array.from({ length: MAX_SIDES - MIN_SIDES + 1 }, (_, index) => MIN_SIDES + index);

/** The organizer's buttons: how many sides, balance (keeping the locked), save, undo. */
export function SidesControls(props: {
  sideCount: number;
  onSideCount: (count: number) => void;
  locked: number;
  hasSides: boolean;
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
          value={props.sideCount}
          onChange={(_, value: number | null) => value !== null && props.onSideCount(value)}
          aria-label={t('sides.manage.side_count')}
          disabled={busy}
        >
          {COUNTS.map((count) => (
            <ToggleButton key={count} value={count} sx={{ px: 1.75 }} data-testid={`sides-count-${count}`}>
              {count}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant={props.hasSides && props.changed ? 'outlined' : 'contained'}
          startIcon={<AutoFixHighIcon />}
          onClick={props.onBalance}
          loading={props.balancing}
          disabled={busy}
          data-testid="sides-balance"
        >
          {t(rest ? 'sides.manage.rebalance_rest' : 'sides.manage.balance')}
        </Button>
        {props.hasSides ? (
          <Button
            variant={props.changed ? 'contained' : 'outlined'}
            startIcon={<SaveOutlinedIcon />}
            onClick={props.onSave}
            loading={props.saving}
            disabled={busy || !props.changed || props.problem !== null}
            data-testid="sides-save"
          >
            {t('sides.manage.save')}
          </Button>
        ) : null}
        {props.changed ? (
          <>
            <Chip
              color="warning"
              size="small"
              label={t('sides.manage.unsaved')}
              data-testid="sides-unsaved"
            />
            <Button size="small" startIcon={<UndoIcon />} onClick={props.onDiscard} disabled={busy}>
              {t('sides.manage.discard')}
            </Button>
          </>
        ) : props.hasSides ? (
          <ClearSidesButton busy={busy} clearing={props.clearing} onClear={props.onClear} />
        ) : null}
      </Box>
      {rest ? (
        <Typography variant="body2" color="text.secondary">
          {t('sides.manage.locked', { count: props.locked })}
        </Typography>
      ) : null}
      {props.changed && props.problem ? (
        <Typography variant="body2" color="warning.main" data-testid="sides-problem">
          {t(`sides.manage.problem_${props.problem}`)}
        </Typography>
      ) : null}
      {props.hasSides ? (
        <Typography variant="caption" color="text.secondary">
          {t('sides.manage.drag_hint')}
        </Typography>
      ) : null}
      {props.error ? (
        <Alert severity="error" data-testid="sides-error">
          {props.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
