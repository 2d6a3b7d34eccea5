import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type GameDetail, type GameResult, playerCardSharePath } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { QueryState } from '../../../components/errors/query-state';
import { GameSection } from '../../../components/game/game-section';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { ShareButton } from '../../../components/share-button';
import { useGameResult } from '../api/get-game-result';
import { playerName, scorers } from '../lib/result-view';
import { ResultPlayers } from './result-players';
import { ResultScoreboard } from './result-scoreboard';
import { VotePanel } from './vote-panel';
import { TwoColumnGrid } from '../../../components/two-column-grid';

/** A game whose result may exist: kicked off or completed, and not cancelled. */
export function mayHaveResult(game: GameDetail): boolean {
  return game.status !== 'cancelled' && (game.is_past || game.status === 'completed');
}

/** The result of a completed game on its page: score, scorers, rating changes, player of the match, the vote. */
export function GameResultSection({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const result = useGameResult(game.id, mayHaveResult(game));
  if (!mayHaveResult(game) || result.data === null) return null;
  if (result.error instanceof ApiError && (result.error.status === 403 || result.error.status === 404))
    return null;
  return (
    <GameSection title={t('results.view.title')} testId="game-result">
      <QueryState query={result} errorTitle={t('results.view.load_error')} height={200} keepData>
        {(data) => (data ? <ResultBody result={data} /> : null)}
      </QueryState>
    </GameSection>
  );
}

function ResultBody({ result }: { result: GameResult }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const myId = useSessionStore((state) => state.user?.id);
  const goals = scorers(result);
  const star = result.players.find((player) => player.id === result.player_of_match_id);
  // A player who played shares their card after the game (decision 52).
  const played = result.players.find((player) => player.id === myId && player.attended);
  return (
    <Stack spacing={2}>
      <ResultScoreboard result={result} />
      <TwoColumnGrid>
        <Box>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            {t('results.view.scorers')}
          </Typography>
          {goals.length === 0 ? (
            <Typography color="text.secondary">{t('results.view.no_scorers')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="result-scorers">
              {goals.map((player) => (
                <Box
                  component="li"
                  key={player.id}
                  sx={{ listStyle: 'none', display: 'flex', gap: 0.75, alignItems: 'center' }}
                >
                  <SportsSoccerIcon aria-hidden fontSize="small" />
                  <Typography noWrap sx={{ minWidth: 0 }}>
                    {playerName(player)}
                    {player.goals > 1 ? ` ×${player.goals}` : ''}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
        {star ? (
          <Box data-testid="result-star">
            <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t('results.view.player_of_match')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmojiEventsIcon aria-hidden sx={{ color: 'secondary.main' }} />
              <Typography sx={{ fontWeight: 800 }}>{playerName(star)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('results.view.votes', { count: star.votes })}
              </Typography>
            </Stack>
          </Box>
        ) : null}
      </TwoColumnGrid>
      <Divider />
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        {t('results.view.players')}
      </Typography>
      <ResultPlayers result={result} myId={myId} />
      {played ? (
        <Box>
          <ShareButton
            title={t('results.view.share_card')}
            url={`${window.location.origin}${playerCardSharePath(result.game_id, played.id)}?lang=${language}`}
            label={t('results.view.share_card')}
            testId="share-my-card"
          />
        </Box>
      ) : null}
      <Divider />
      <VotePanel result={result} myId={myId} />
      {result.corrected_at ? (
        <Typography variant="caption" color="text.secondary">
          {t('results.view.corrected', { time: formatDateTime(new Date(result.corrected_at), language) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
