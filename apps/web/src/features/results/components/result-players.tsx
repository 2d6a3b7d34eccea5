import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sideLetter, type GameResult } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { playerName } from '../lib/result-view';
import { RatingDeltaChip } from './rating-delta-chip';
import { SideLetterBadge } from '../../../components/game/side-letter-badge';
import { TwoColumnGrid } from '../../../components/two-column-grid';

/** Every player by side: goals, player of the match, rating change (the viewer's own row marked). */
export function ResultPlayers({ result, myId }: { result: GameResult; myId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TwoColumnGrid>
      {result.scores.map((_, side) => (
        <Box key={side} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <SideLetterBadge side={side} size={24} />
            <Typography component="h4" sx={{ fontWeight: 800 }}>
              {t('sides.side', { letter: sideLetter(side) })}
            </Typography>
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {result.players
              .filter((player) => player.side === side)
              .map((player) => {
                const me = player.id === myId;
                return (
                  <Box
                    component="li"
                    key={player.id}
                    data-testid="result-player-line"
                    data-player={playerName(player)}
                    sx={{
                      listStyle: 'none',
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      py: 0.5,
                      px: 1,
                      mx: -1,
                      borderRadius: '8px',
                      bgcolor: me ? 'action.selected' : 'transparent',
                    }}
                  >
                    <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: me ? 800 : 500 }}>
                      {playerName(player)}
                      {me ? ` (${t('results.view.you')})` : ''}
                    </Typography>
                    {player.id === result.player_of_match_id ? (
                      <StarIcon
                        titleAccess={t('results.view.player_of_match')}
                        sx={{ color: 'secondary.main' }}
                      />
                    ) : null}
                    {player.goals !== null && player.goals > 0 ? (
                      <Box
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, typography: 'body2' }}
                        title={t('results.form.goals')}
                      >
                        <SportsSoccerIcon aria-hidden fontSize="small" />
                        <span className="visually-hidden">{t('results.form.goals')}:</span>
                        {player.goals}
                      </Box>
                    ) : null}
                    <RatingDeltaChip delta={player.attended ? player.rating_delta : null} />
                  </Box>
                );
              })}
          </Box>
        </Box>
      ))}
    </TwoColumnGrid>
  );
}
