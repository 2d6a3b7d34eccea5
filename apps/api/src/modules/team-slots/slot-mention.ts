import type { TeamSlotMention } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import { type TeamSlotRow, teams, venues } from '../../db/schema.js';

/** What a slot's notifications name: its team and venue, read once for the dates they tell about. */
export interface SlotNames {
  teamName: string;
  venueName: string;
}

export async function slotNames(
  db: DbExecutor,
  slot: Pick<TeamSlotRow, 'teamId' | 'venueId'>,
): Promise<SlotNames> {
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, slot.teamId));
  const [venue] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, slot.venueId));
  return { teamName: team?.name ?? '', venueName: venue?.name ?? '' };
}

/** A date of the slot as a notification carries it. */
export function slotMention(
  slot: Pick<TeamSlotRow, 'id' | 'teamId' | 'kind'>,
  names: SlotNames,
  occurrence: { date: string; startsAt: Date },
): TeamSlotMention {
  return {
    team_id: slot.teamId,
    team_name: names.teamName,
    slot_id: slot.id,
    slot_kind: slot.kind,
    date: occurrence.date,
    starts_at: occurrence.startsAt.toISOString(),
    venue: names.venueName,
  };
}
