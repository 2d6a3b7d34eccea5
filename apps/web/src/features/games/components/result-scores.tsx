import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_TEAM_SCORE, MAX_TEAMS, MIN_TEAMS, teamLetter } from '@oyna/shared';
import { useTranslation } from 'react-i18next';
import type { ResultProblems } from '../lib/result-form';
import { NumberStepper } from './number-stepper';
import { TeamLetterBadge } from './team-letter-badge';

const COUNTS = Array.from({ length: MAX_TEAMS - MIN_TEAMS + 1 }, (_, index) => MIN_TEAMS + index);

/** The score of every team, and how many teams played. */
export function ResultScores(props: {
  scores: number[];
  onScore: (team: number, score: number) => void;
  onTeamCount: (count: number) => void;
  problems: ResultProblems['teams'];
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '16px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', flex: 1 }}>
          {t('match.result.score_title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={props.scores.length}
          onChange={(_, value: number | null) => value !== null && props.onTeamCount(value)}
          aria-label={t('match.result.teams')}
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
        {props.scores.map((score, team) => {
          const letter = teamLetter(team);
          const problem = props.problems[team];
          const label = t('match.result.team_score', { letter });
          return (
            <Stack
              key={team}
              spacing={1}
              sx={{ alignItems: 'center', minWidth: 0 }}
              data-testid={`result-team-${letter}`}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TeamLetterBadge team={team} />
                <Typography sx={{ fontWeight: 700 }}>{t('match.teams.team', { letter })}</Typography>
              </Stack>
              <NumberStepper
                value={score}
                onChange={(value) => props.onScore(team, value)}
                max={MAX_TEAM_SCORE}
                label={label}
                decreaseLabel={`${label} −1`}
                increaseLabel={`${label} +1`}
                error={problem !== undefined}
                testId={`result-score-${letter}`}
              />
              {problem ? (
                <Typography variant="caption" color="error" sx={{ textAlign: 'center' }} role="alert">
                  {t(`match.result.problems.${problem}`, { letter })}
                </Typography>
              ) : null}
            </Stack>
          );
        })}
      </Box>
    </Paper>
  );
}
