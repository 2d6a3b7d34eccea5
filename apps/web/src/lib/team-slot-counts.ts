import type { TeamSlotDate } from '@oyna/shared';
import type { TFunction } from 'i18next';

/** The counts as a line: `7 gəlir · 2 bəlkə · 1 gəlmir · 4 cavab verməyib` (the empty ones left out, but coming). */
export function countsText(counts: TeamSlotDate['counts'], t: TFunction): string {
  const order = ['coming', 'maybe', 'not_coming', 'no_answer'] as const;
  return order
    .filter((kind) => kind === 'coming' || counts[kind] > 0)
    .map((kind) => t(`team_slots.counts.${kind}`, { count: counts[kind] }))
    .join(' · ');
}
