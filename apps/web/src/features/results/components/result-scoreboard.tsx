import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sideLetter, type GameResult } from '@oyna/shared';
import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { SideLetterBadge } from '../../../components/game/side-letter-badge';

/** The final score with side letters (a competition match's team names under them), and who won. */
export function ResultScoreboard({
  result,
}: {
  result: Pick<GameResult, 'scores' | 'winner_side'> & Partial<Pick<GameResult, 'side_names'>>;
}) {
  const { t } = useTranslation();
  const two = result.scores.length === 2;
  const names = result.side_names ?? null;
  const sideName = (side: number) => names?.[side] ?? t('sides.side', { letter: sideLetter(side) });
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        data-testid="result-score"
        aria-label={result.scores.map((score, side) => `${sideName(side)} ${score}`).join(', ')}
        role="img"
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: { xs: 1.5, sm: 2.5 },
        }}
      >
        {result.scores.map((score, side) => (
          <Fragment key={side}>
            {two && side === 1 ? (
              <Typography aria-hidden sx={{ fontSize: '2rem', fontWeight: 300, color: 'text.secondary' }}>
                :
              </Typography>
            ) : null}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexDirection: two && side === 1 ? 'row-reverse' : 'row',
              }}
            >
              <SideLetterBadge side={side} size={36} />
              <Typography
                aria-hidden
                sx={{
                  fontSize: { xs: '2.5rem', sm: '3rem' },
                  fontWeight: 900,
                  lineHeight: 1,
                  color: result.winner_side === side ? 'primary.main' : 'text.primary',
                }}
              >
                {score}
              </Typography>
            </Box>
          </Fragment>
        ))}
      </Box>
      {names ? (
        <Typography
          aria-hidden
          data-testid="result-side-names"
          sx={{ mt: 0.5, color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {names.join(' – ')}
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1, fontWeight: 700 }} data-testid="result-winner">
        {result.winner_side === null
          ? t('results.view.draw')
          : names?.[result.winner_side]
            ? t('results.view.winner_team', { team: names[result.winner_side] })
            : t('results.view.winner', { letter: sideLetter(result.winner_side) })}
      </Typography>
    </Box>
  );
}
