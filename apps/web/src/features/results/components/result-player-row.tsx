import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_SIDE_SCORE, sideLetter, type GamePlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { PlayerProblem, ResultPlayerEntry } from '../lib/result-form';
import { sideBibColor } from '../../../lib/side-colors';
import { NumberStepper } from './number-stepper';
import { fullName } from '../../../lib/format';

/** One confirmed player in the result form: side, attended, goals. */
export function ResultPlayerRow(props: {
  player: GamePlayer;
  entry: ResultPlayerEntry;
  sideCount: number;
  problem: PlayerProblem | undefined;
  onChange: (change: Partial<Omit<ResultPlayerEntry, 'user_id'>>) => void;
}) {
  const { t } = useTranslation();
  const { player, entry } = props;
  const name = fullName(player);
  return (
    <Box
      component="li"
      data-testid="result-player"
      data-player={name}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: 1,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      {/* Only the name fades for an absent player: faded labels would fall under 4.5:1. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          minWidth: 0,
          opacity: entry.attended ? 1 : 0.75,
        }}
      >
        <Avatar
          src={player.photo_url ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {player.first_name.charAt(0).toLocaleUpperCase()}
        </Avatar>
        <Typography noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
          {name}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={entry.side}
          onChange={(_, value: number | null) => value !== null && props.onChange({ side: value })}
          aria-label={t('results.form.side_of', { name })}
        >
          {Array.from({ length: props.sideCount }, (_, side) => (
            <ToggleButton
              key={side}
              value={side}
              sx={{
                px: 1.5,
                fontWeight: 800,
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: sideBibColor(side), color: '#0b1410' },
              }}
              data-testid={`result-player-side-${sideLetter(side)}`}
            >
              {sideLetter(side)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={entry.attended}
              onChange={(event) => props.onChange({ attended: event.target.checked })}
              slotProps={{ input: { 'aria-label': `${t('results.form.attended')}: ${name}` } }}
              data-testid="result-player-attended"
            />
          }
          label={t('results.form.attended')}
          sx={{ mr: 0 }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('results.form.goals')}
          </Typography>
          <NumberStepper
            value={entry.goals}
            onChange={(goals) => props.onChange({ goals })}
            max={MAX_SIDE_SCORE}
            label={`${t('results.form.goals')}: ${name}`}
            decreaseLabel={t('results.form.fewer_goals', { name })}
            increaseLabel={t('results.form.more_goals', { name })}
            increaseDisabled={!entry.attended}
            error={props.problem !== undefined}
            testId="result-player-goals"
          />
        </Box>
      </Box>
      {props.problem ? (
        <Typography variant="caption" color="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {t(`results.form.problems.${props.problem}`)}
        </Typography>
      ) : null}
    </Box>
  );
}
