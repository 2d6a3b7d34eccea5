import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GamePlayer } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { ResultProblems } from '../lib/result-form';
import { fullName } from '../../../lib/format';

const NOBODY = '';

/** The organizer's pick for player of the match, among the players who attended. */
export function ResultPlayerOfMatch(props: {
  candidates: GamePlayer[];
  value: string | null;
  onChange: (userId: string | null) => void;
  problem: ResultProblems['playerOfMatch'];
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <EmojiEventsOutlinedIcon aria-hidden sx={{ color: 'secondary.main' }} />
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {t('results.form.player_of_match')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('results.form.player_of_match_hint')}
      </Typography>
      <TextField
        select
        fullWidth
        label={t('results.form.player_of_match')}
        value={props.value ?? NOBODY}
        onChange={(event) => props.onChange(event.target.value === NOBODY ? null : event.target.value)}
        error={props.problem !== null}
        helperText={props.problem ? t(`results.form.problems.${props.problem}`) : undefined}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'result-player-of-match' } as object } }}
      >
        <MenuItem value={NOBODY}>{t('results.form.nobody')}</MenuItem>
        {props.candidates.map((player) => (
          <MenuItem key={player.id} value={player.id}>
            {fullName(player)}
          </MenuItem>
        ))}
      </TextField>
    </Paper>
  );
}
