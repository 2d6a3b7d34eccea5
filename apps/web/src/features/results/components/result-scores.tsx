import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_SIDE_SCORE, MAX_SIDES, MIN_SIDES, sideLetter } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { ResultProblems } from '../lib/result-form';
import { NumberStepper } from './number-stepper';
import { SideLetterBadge } from '../../../components/game/side-letter-badge';

const COUNTS = Array.from({ length: MAX_SIDES - MIN_SIDES + 1 }, (_, index) => MIN_SIDES + index);

/** The score of every side, and how many sides played. */
export function ResultScores(props: {
  scores: number[];
  onScore: (side: number, score: number) => void;
  onSideCount: (count: number) => void;
  problems: ResultProblems['sides'];
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', flex: 1 }}>
          {t('results.form.score_title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={props.scores.length}
          onChange={(_, value: number | null) => value !== null && props.onSideCount(value)}
          aria-label={t('results.form.sides')}
        >
          {COUNTS.map((count) => (
            <ToggleButton key={count} value={count} sx={{ px: 1.5 }}>
              {count}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${props.scores.length}, minmax(0, 1fr))`,
          },
        }}
      >
        {props.scores.map((score, side) => {
          const letter = sideLetter(side);
          const problem = props.problems[side];
          const label = t('results.form.side_score', { letter });
          return (
            <Stack
              key={side}
              spacing={1}
              sx={{ alignItems: 'center', minWidth: 0 }}
              data-testid={`result-side-${letter}`}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <SideLetterBadge side={side} />
                <Typography sx={{ fontWeight: 700 }}>{t('sides.side', { letter })}</Typography>
              </Stack>
              <NumberStepper
                value={score}
                onChange={(value) => props.onScore(side, value)}
                max={MAX_SIDE_SCORE}
                label={label}
                decreaseLabel={`${label} −1`}
                increaseLabel={`${label} +1`}
                error={problem !== undefined}
                testId={`result-score-${letter}`}
              />
              {problem ? (
                <Typography variant="caption" color="error" sx={{ textAlign: 'center' }} role="alert">
                  {t(`results.form.problems.${problem}`, { letter })}
                </Typography>
              ) : null}
            </Stack>
          );
        })}
      </Box>
    </Paper>
  );
}
