/**
 * The competition words the web shows and filters by. They mirror the competitions contract; once
 * it lands these come from `@oyna/shared`.
 */
export const COMPETITION_KINDS = ['cup', 'league'] as const;
export type CompetitionKind = (typeof COMPETITION_KINDS)[number];

export const COMPETITION_FORMATS = [
  'round_robin',
  'double_round_robin',
  'groups_knockout',
  'single_elimination',
  'double_elimination',
] as const;
export type CompetitionFormat = (typeof COMPETITION_FORMATS)[number];

/** The list's sections: open for registration (or drawn and waiting), being played, over. */
export const COMPETITION_PHASES = ['upcoming', 'in_progress', 'finished'] as const;
export type CompetitionPhase = (typeof COMPETITION_PHASES)[number];

export const COMPETITION_TIERS = ['open', 'platinum'] as const;
export type CompetitionTier = (typeof COMPETITION_TIERS)[number];
