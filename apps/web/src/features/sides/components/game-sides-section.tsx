import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameDetail, GameSides } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LeaveGuard } from '../../../components/leave-guard';
import { QueryState } from '../../../components/errors/query-state';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useBalanceSides } from '../api/balance-sides';
import { useGameSides } from '../../../api/game-sides';
import { useResetSides } from '../api/reset-sides';
import { useSaveSides } from '../api/save-sides';
import {
  balanceSidesBody,
  draftFromSides,
  draftProblem,
  isDraftChanged,
  lockedCount,
  movePlayer,
  saveSidesBody,
  strengthSpread,
  sideStrengths,
  toggleLock,
  type SidesDraft,
} from '../lib/side-draft';
import { SidePitch } from './side-pitch';
import type { SideEditing } from './side-player-row';
import { SidesControls } from './sides-controls';
import { SidesFairness } from './sides-fairness';
import { UnassignedPlayers } from './unassigned-players';

/** Who sees the sides: the game's confirmed players and its organizer (the API answers 403 to others). */
export function canSeeSides(game: GameDetail): boolean {
  return game.can_manage || game.my_registration?.status === 'confirmed';
}

/** The sides of a game on a pitch; the organizer balances, moves, locks and saves them here. */
export function GameSidesSection({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const visible = canSeeSides(game);
  const sides = useGameSides(game.id, visible);
  if (!visible)
    return game.status === 'cancelled' || game.status === 'completed' ? null : <SidesForPlayersNote />;
  if (sides.error instanceof ApiError && (sides.error.status === 403 || sides.error.status === 404))
    return null;
  // A completed game played without saved sides: the result lists who played where.
  if (game.status === 'completed' && sides.data?.sides.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }} data-testid="game-sides">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {t('sides.title')}
      </Typography>
      <QueryState query={sides} errorTitle={t('sides.load_error')} height={280} keepData>
        {(data) => (
          <SidesBoard
            key={data.game_id}
            data={data}
            editable={data.can_manage && game.status !== 'cancelled' && game.status !== 'completed'}
            // After the result the strengths follow the new ratings: the spread no longer says how fair the split was.
            final={game.status === 'completed'}
          />
        )}
      </QueryState>
    </Paper>
  );
}

/** Before booking (or after leaving) the sides stay hidden: say who sees them instead of a box that never fills. */
function SidesForPlayersNote() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }} data-testid="game-sides">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {t('sides.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('sides.players_only')}
      </Typography>
    </Paper>
  );
}

function SidesBoard({ data, editable, final }: { data: GameSides; editable: boolean; final: boolean }) {
  const { t } = useTranslation();
  const balance = useBalanceSides(data.game_id);
  const save = useSaveSides(data.game_id);
  const clear = useResetSides(data.game_id);
  const saved = draftFromSides(data);
  // Local moves and locks until they are saved; null shows the saved sides.
  const [draft, setDraft] = useState<SidesDraft | null>(null);
  const [sideCount, setSideCount] = useState(Math.max(data.sides.length, 2));
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? saved;
  const changed = draft !== null && isDraftChanged(draft, saved);
  const strengths = sideStrengths(shown);
  const hasSides = shown.sides.length > 0;

  /** What a saving request does when it ends: the saved sides replace the draft, or its refusal is shown. */
  const settle = (done: string) => ({
    onSuccess: () => {
      setDraft(null);
      toast.success(done);
    },
    onError: (cause: unknown) => setError(errorMessage(cause, (key) => t(key))),
  });
  const editing: SideEditing | null =
    editable && hasSides
      ? {
          sideCount: shown.sides.length,
          onMove: (userId, side) => setDraft(movePlayer(shown, userId, side)),
          onToggleLock: (userId) => setDraft(toggleLock(shown, userId)),
        }
      : null;

  return (
    <Stack spacing={1.5}>
      {editable ? <LeaveGuard when={changed} /> : null}
      {editable ? (
        <SidesControls
          sideCount={sideCount}
          onSideCount={setSideCount}
          locked={lockedCount(shown)}
          hasSides={hasSides}
          changed={changed}
          problem={draftProblem(shown)}
          balancing={balance.isPending}
          saving={save.isPending}
          clearing={clear.isPending}
          error={error}
          onBalance={() => {
            setError(null);
            balance.mutate(balanceSidesBody(shown, sideCount), settle(t('sides.manage.balanced')));
          }}
          onSave={() => {
            setError(null);
            save.mutate(saveSidesBody(shown), settle(t('sides.manage.saved')));
          }}
          onDiscard={() => {
            setError(null);
            setDraft(null);
          }}
          onClear={() => {
            setError(null);
            clear.mutate(undefined, settle(t('sides.manage.cleared')));
          }}
        />
      ) : null}
      {hasSides ? (
        <>
          {final ? null : (
            <SidesFairness
              spread={changed ? strengthSpread(strengths) : (data.spread ?? strengthSpread(strengths))}
              method={data.method}
              optimal={data.optimal}
              editing={changed}
            />
          )}
          <SidePitch sides={shown.sides} strengths={strengths} editing={editing} />
        </>
      ) : (
        <Typography color="text.secondary" data-testid="sides-empty">
          {t(editable ? 'sides.empty_manage' : 'sides.empty')}
        </Typography>
      )}
      {hasSides ? <UnassignedPlayers players={shown.unassigned} editing={editing} /> : null}
    </Stack>
  );
}
