import { FORFEIT_GOALS } from '@oyna/competition';

/** A forfeit counts as 3-0 for the other side (the engine's rule, stored as the score). */
export const FORFEIT_SCORE: number = FORFEIT_GOALS;
