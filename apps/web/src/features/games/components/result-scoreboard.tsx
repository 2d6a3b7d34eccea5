import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { teamLetter, type GameResult } from '@oyna/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TeamLetterBadge } from './team-letter-badge';

/** The final score with team letters, and who won. */
export function ResultScoreboard({ result }: { result: Pick<GameResult, 'scores' | 'winner_team'> }) {
  const { t } = useTranslation();
  const two = result.scores.length === 2;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        data-testid="result-score"
        aria-label={result.scores
          .map((score, team) => `${t('match.teams.team', { letter: teamLetter(team) })} ${score}`)
          .join(', ')}
        role="img"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 2.5 },
        }}
      >
        {result.scores.map((score, team) => (
          <Fragment key={team}>
            {two && team === 1 ? (
              <Typography aria-hidden sx={{ fontSize: '2rem', fontWeight: 300, color: 'text.secondary' }}>
                :
              </Typography>
            ) : null}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexDirection: two && team === 1 ? 'row-reverse' : 'row',
              }}
            >
              <TeamLetterBadge team={team} size={36} />
              <Typography
                aria-hidden
                sx={{
                  fontSize: { xs: '2.5rem', sm: '3rem' },
                  fontWeight: 900,
                  lineHeight: 1,
                  color: result.winner_team === team ? 'primary.main' : 'text.primary',
                }}
              >
                {score}
              </Typography>
            </Box>
          </Fragment>
        ))}
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="result-winner">
        {result.winner_team !== null
          ? t('match.view.winner', { letter: teamLetter(result.winner_team) })
          : t('match.view.draw')}
      </Typography>
    </Box>
  );
}
