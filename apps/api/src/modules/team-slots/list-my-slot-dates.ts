import { DAY_MS, type MyTeamSlotDates, TEAM_SLOT_LIMITS } from '@oyna/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamMembers, teamSlots, teams } from '../../db/schema.js';
import { slotViews } from './team-slot-view.js';

/**
 * `GET /users/me/team-slot-dates`: for each active weekly slot of the teams I am in, its next date
 * when it kicks off within `TEAM_SLOT_LIMITS.dashboardDays` and is still open to answers, soonest
 * first (decision 80). My dashboard shows them, to answer without opening the team.
 */
export async function listMySlotDates(
  db: Db,
  input: { userId: string; now?: Date },
): Promise<MyTeamSlotDates> {
  const now = input.now ?? new Date();
  const mine = await db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, input.userId), isNull(teamMembers.leftAt)));
  if (mine.length === 0) return { items: [] };
  const slots = await db
    .select()
    .from(teamSlots)
    .where(
      and(
        inArray(
          teamSlots.teamId,
          mine.map((team) => team.id),
        ),
        eq(teamSlots.status, 'active'),
      ),
    )
    .orderBy(asc(teamSlots.createdAt), asc(teamSlots.id));
  const until = now.getTime() + TEAM_SLOT_LIMITS.dashboardDays * DAY_MS;
  const items: MyTeamSlotDates['items'] = [];
  for (const team of mine) {
    const own = slots.filter((slot) => slot.teamId === team.id);
    if (own.length === 0) continue;
    const views = await slotViews(db, {
      teamId: team.id,
      slots: own,
      actorId: input.userId,
      canManage: false,
      now,
    });
    for (const view of views) {
      const next = view.dates.find((date) => date.answer_open);
      if (!next || new Date(next.starts_at).getTime() > until) continue;
      items.push({
        team: { id: team.id, name: team.name },
        slot_id: view.id,
        kind: view.kind,
        venue: view.venue,
        date: next,
      });
    }
  }
  items.sort((a, b) => a.date.starts_at.localeCompare(b.date.starts_at));
  return { items };
}
