import {
  MAX_SIDE_SCORE,
  MAX_SIDES,
  MIN_SIDES,
  type GameResult,
  type GameSides,
  type RecordResultBody,
} from '@oyna/shared';

export interface ResultPlayerEntry {
  user_id: string;
  side: number;
  goals: number;
  attended: boolean;
}

/** The result form as the organizer fills it in. */
export interface ResultFormState {
  scores: number[];
  players: ResultPlayerEntry[];
  player_of_match_id: string | null;
}

/** Reasons the form refuses to send, each mirroring an API rule (and its error code). */
export type SideProblem = 'goals_exceed_score' | 'no_attendee';
export type PlayerProblem = 'goals_without_attendance';
export type PlayerOfMatchProblem = 'not_attended';

export interface ResultProblems {
  sides: Partial<Record<number, SideProblem>>;
  players: Partial<Record<string, PlayerProblem>>;
  playerOfMatch: PlayerOfMatchProblem | null;
}

const clampCount = (count: number) => Math.min(Math.max(count, MIN_SIDES), MAX_SIDES);
const clampGoals = (goals: number) => Math.min(Math.max(Math.trunc(goals), 0), MAX_SIDE_SCORE);

/**
 * The form's first state: a recorded result as it was (to correct it); otherwise every confirmed
 * player in their saved side (late joiners into the smallest side), all attended, no goals.
 */
export function initialResultForm(options: {
  playerIds: readonly string[];
  sides?: Pick<GameSides, 'sides'> | null | undefined;
  result?: Pick<GameResult, 'scores' | 'players' | 'player_of_match_id'> | null | undefined;
}): ResultFormState {
  const { playerIds, sides, result } = options;
  if (result) {
    const count = clampCount(result.scores.length);
    return {
      scores: Array.from({ length: count }, (_, side) => result.scores[side] ?? 0),
      players: playerIds.map((id) => {
        const recorded = result.players.find((player) => player.id === id);
        return recorded
          ? {
              user_id: id,
              side: Math.min(recorded.side, count - 1),
              // The organizer sees every goal they recorded; null only reaches other viewers.
              goals: recorded.goals ?? 0,
              attended: recorded.attended,
            }
          : { user_id: id, side: 0, goals: 0, attended: true };
      }),
      player_of_match_id: result.player_of_match_id,
    };
  }
  const saved =
    sides && sides.sides.length >= MIN_SIDES ? [...sides.sides].sort((a, b) => a.index - b.index) : null;
  const count = clampCount(saved?.length ?? MIN_SIDES);
  const sizes = Array.from({ length: count }, () => 0);
  const placed = new Map<string, number>();
  saved?.forEach((side, index) => {
    for (const player of side.players) {
      if (!playerIds.includes(player.id)) continue;
      placed.set(player.id, Math.min(index, count - 1));
      sizes[Math.min(index, count - 1)]! += 1;
    }
  });
  const players = playerIds.map((id) => {
    let side = placed.get(id);
    if (side === undefined) {
      side = sizes.indexOf(Math.min(...sizes));
      sizes[side]! += 1;
    }
    return { user_id: id, side, goals: 0, attended: true };
  });
  return { scores: Array.from({ length: count }, () => 0), players, player_of_match_id: null };
}

/** The form with another number of sides: players of a removed side move to the last one left. */
export function setSideCount(state: ResultFormState, count: number): ResultFormState {
  const sides = clampCount(count);
  return {
    ...state,
    scores: Array.from({ length: sides }, (_, side) => state.scores[side] ?? 0),
    players: state.players.map((player) => (player.side < sides ? player : { ...player, side: sides - 1 })),
  };
}

export function setScore(state: ResultFormState, side: number, score: number): ResultFormState {
  return { ...state, scores: state.scores.map((each, index) => (index === side ? clampGoals(score) : each)) };
}

export function updatePlayer(
  state: ResultFormState,
  userId: string,
  change: Partial<Omit<ResultPlayerEntry, 'user_id'>>,
): ResultFormState {
  const players = state.players.map((player) =>
    player.user_id === userId
      ? {
          ...player,
          ...change,
          ...(change.goals !== undefined ? { goals: clampGoals(change.goals) } : {}),
        }
      : player,
  );
  return { ...state, players };
}

/** Everything the API would refuse, per side, per player and for the player of the match. */
export function validateResult(state: ResultFormState): ResultProblems {
  const problems: ResultProblems = { sides: {}, players: {}, playerOfMatch: null };
  state.scores.forEach((score, side) => {
    const members = state.players.filter((player) => player.side === side);
    if (!members.some((player) => player.attended)) problems.sides[side] = 'no_attendee';
    else if (members.reduce((sum, player) => sum + player.goals, 0) > score) {
      problems.sides[side] = 'goals_exceed_score';
    }
  });
  for (const player of state.players) {
    if (!player.attended && player.goals > 0) problems.players[player.user_id] = 'goals_without_attendance';
  }
  if (state.player_of_match_id) {
    const pick = state.players.find((player) => player.user_id === state.player_of_match_id);
    if (!pick?.attended) problems.playerOfMatch = 'not_attended';
  }
  return problems;
}

export function hasProblems(problems: ResultProblems): boolean {
  return (
    Object.keys(problems.sides).length > 0 ||
    Object.keys(problems.players).length > 0 ||
    problems.playerOfMatch !== null
  );
}

/** POST /games/{id}/result body. */
export function recordResultBody(state: ResultFormState): RecordResultBody {
  return {
    scores: [...state.scores],
    players: state.players.map(({ user_id, side, goals, attended }) => ({ user_id, side, goals, attended })),
    player_of_match_id: state.player_of_match_id,
  };
}
