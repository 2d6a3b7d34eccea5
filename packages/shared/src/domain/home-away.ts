/**
 * A match between two teams (a friendly or a competition's) has a home and an away team; a value
 * that names one of them is a `HomeAway` (docs/decisions/0067-words-side-home-away-tournament.md).
 * "Side" is only a pickup game's group.
 */
export const HOME_AWAY = ['home', 'away'] as const;
export type HomeAway = (typeof HOME_AWAY)[number];
