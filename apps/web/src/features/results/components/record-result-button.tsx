import ScoreboardOutlinedIcon from '@mui/icons-material/ScoreboardOutlined';
import type { GameDetail } from '@oyna/shared';
import { useTranslation } from '../../../lib/use-translation';
import { useGameResult } from '../api/get-game-result';
import { LinkButton } from '../../../components/link-button';

/** The organizer's way to the result form once the game has kicked off: record, or correct it. */
export function RecordResultButton({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const shown =
    (game.can_manage || game.is_referee) &&
    game.status !== 'cancelled' &&
    (game.is_past || game.status === 'completed');
  const result = useGameResult(game.id, shown);
  if (!shown) return null;
  return (
    <LinkButton
      to={`/organizer/games/${game.id}/result`}
      variant={result.data ? 'outlined' : 'contained'}
      startIcon={<ScoreboardOutlinedIcon />}
      data-testid="game-record-result"
    >
      {t(result.data ? 'results.form.correct' : 'results.form.record')}
    </LinkButton>
  );
}
