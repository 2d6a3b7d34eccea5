import {
  COMPETITION_ACCESS,
  COMPETITION_FORMATS,
  COMPETITION_KINDS,
  type CompetitionAccess,
  type CompetitionFormat,
  type CompetitionKind,
} from '@oyna/shared';
import type { TFunction } from 'i18next';

/** One choice of a select: the value sent and its name on screen. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A competition's kinds, formats and entry tiers as a select's choices, named in the reader's
 * language: the same names in the list's filters and in the organizer's form.
 */
export function competitionChoices(t: TFunction): {
  kind: Choice<CompetitionKind>[];
  format: Choice<CompetitionFormat>[];
  access: Choice<CompetitionAccess>[];
} {
  return {
    kind: COMPETITION_KINDS.map((kind) => ({ value: kind, label: t(`competitions.kinds.${kind}`) })),
    format: COMPETITION_FORMATS.map((format) => ({
      value: format,
      label: t(`competitions.formats.${format}`),
    })),
    access: COMPETITION_ACCESS.map((access) => ({ value: access, label: t(`competitions.tiers.${access}`) })),
  };
}
