import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GameDetail, GameTeams } from '@oyna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/leave-guard';
import { ErrorState } from '../../../components/errors/error-state';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useBalanceTeams } from '../api/balance-teams';
import { useGameTeams } from '../api/get-game-teams';
import { useResetTeams } from '../api/reset-teams';
import { useSaveTeams } from '../api/save-teams';
import {
  balanceTeamsBody,
  draftFromTeams,
  draftProblem,
  isDraftChanged,
  lockedCount,
  movePlayer,
  saveTeamsBody,
  strengthSpread,
  teamStrengths,
  toggleLock,
  type TeamsDraft,
} from '../lib/team-draft';
import { TeamPitch } from './team-pitch';
import type { TeamEditing } from './team-player-row';
import { TeamsControls } from './teams-controls';
import { TeamsFairness } from './teams-fairness';
import { UnassignedPlayers } from './unassigned-players';

/** Who sees the teams: the game's confirmed players and its organizer (the API answers 403 to others). */
export function canSeeTeams(game: GameDetail): boolean {
  return game.can_manage || game.my_registration?.status === 'confirmed';
}

/** The teams of a game on a pitch; the organizer balances, moves, locks and saves them here. */
export function GameTeamsSection({ game }: { game: GameDetail }) {
  const { t } = useTranslation();
  const teams = useGameTeams(game.id, canSeeTeams(game));
  if (teams.error instanceof ApiError && (teams.error.status === 403 || teams.error.status === 404))
    return null;
  // A completed game played without saved teams: the result lists who played where.
  if (game.status === 'completed' && teams.data?.teams.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: '16px' }} data-testid="game-teams">
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {t('match.teams.title')}
      </Typography>
      {teams.data ? (
        <TeamsBoard
          key={teams.data.game_id}
          data={teams.data}
          editable={teams.data.can_manage && game.status !== 'cancelled' && game.status !== 'completed'}
          // After the result the strengths follow the new ratings: the spread no longer says how fair the split was.
          final={game.status === 'completed'}
        />
      ) : teams.isError ? (
        <ErrorState
          title={t('match.teams.load_error')}
          error={teams.error}
          onRetry={() => void teams.refetch()}
        />
      ) : (
        <Skeleton variant="rounded" height={280} />
      )}
    </Paper>
  );
}

function TeamsBoard({ data, editable, final }: { data: GameTeams; editable: boolean; final: boolean }) {
  const { t } = useTranslation();
  const balance = useBalanceTeams(data.game_id);
  const save = useSaveTeams(data.game_id);
  const clear = useResetTeams(data.game_id);
  const saved = draftFromTeams(data);
  // Local moves and locks until they are saved; null shows the saved teams.
  const [draft, setDraft] = useState<TeamsDraft | null>(null);
  const [teamCount, setTeamCount] = useState(Math.max(data.teams.length, 2));
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? saved;
  const changed = draft !== null && isDraftChanged(draft, saved);
  const strengths = teamStrengths(shown);
  const hasTeams = shown.teams.length > 0;

  const fail = (cause: unknown) => setError(errorMessage(cause, (key) => t(key)));
  const editing: TeamEditing | null =
    editable && hasTeams
      ? {
          teamCount: shown.teams.length,
          onMove: (userId, team) => setDraft(movePlayer(shown, userId, team)),
          onToggleLock: (userId) => setDraft(toggleLock(shown, userId)),
        }
      : null;

  return (
    <Stack spacing={1.5}>
      {editable ? <LeaveGuard when={changed} /> : null}
      {editable ? (
        <TeamsControls
          teamCount={teamCount}
          onTeamCount={setTeamCount}
          locked={lockedCount(shown)}
          hasTeams={hasTeams}
          changed={changed}
          problem={draftProblem(shown)}
          balancing={balance.isPending}
          saving={save.isPending}
          clearing={clear.isPending}
          error={error}
          onBalance={() => {
            setError(null);
            balance.mutate(balanceTeamsBody(shown, teamCount), {
              onSuccess: () => {
                setDraft(null);
                toast.success(t('match.manage.balanced'));
              },
              onError: fail,
            });
          }}
          onSave={() => {
            setError(null);
            save.mutate(saveTeamsBody(shown), {
              onSuccess: () => {
                setDraft(null);
                toast.success(t('match.manage.saved'));
              },
              onError: fail,
            });
          }}
          onDiscard={() => {
            setError(null);
            setDraft(null);
          }}
          onClear={() => {
            setError(null);
            clear.mutate(undefined, {
              onSuccess: () => {
                setDraft(null);
                toast.success(t('match.manage.cleared'));
              },
              onError: fail,
            });
          }}
        />
      ) : null}
      {hasTeams ? (
        <>
          {final ? null : (
            <TeamsFairness
              spread={changed ? strengthSpread(strengths) : (data.spread ?? strengthSpread(strengths))}
              method={data.method}
              optimal={data.optimal}
              editing={changed}
            />
          )}
          <TeamPitch teams={shown.teams} strengths={strengths} editing={editing} />
        </>
      ) : (
        <Typography color="text.secondary" data-testid="teams-empty">
          {t(editable ? 'match.teams.empty_manage' : 'match.teams.empty')}
        </Typography>
      )}
      {hasTeams ? <UnassignedPlayers players={shown.unassigned} editing={editing} /> : null}
    </Stack>
  );
}
