/**
 * The football rules the rules text states, as the competition engine (packages/competition)
 * applies them: 3/1/0 points, and a forfeit counted 3-0. The test beside this file holds them to
 * the engine's own constants.
 */
export const POINTS_RULE = { win: 3, draw: 1, loss: 0 } as const;
export const FORFEIT_SCORE = 3;
