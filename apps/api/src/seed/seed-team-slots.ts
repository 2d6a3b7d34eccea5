import { dateIn } from '@oyna/schedule';
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { teamMembers, teamSlotAnswers, teamSlotSquads, teamSlots, users, venues } from '../db/schema.js';
import { nextSlotDates } from '../modules/team-slots/team-slot-schedule.js';

/**
 * The demo player's team gets a weekly training (decision 80): Thursdays at 20:00 at a real venue,
 * with answers from most members for the next date and a squad picked from those coming, so a
 * newcomer sees the section filled at once. Written once: a team that has a slot keeps it. Returns
 * the slots written.
 */
export async function seedTeamSlots(db: Db, now: Date): Promise<number> {
  const [own] = await db
    .select({ teamId: teamMembers.teamId, captainId: users.id })
    .from(users)
    .innerJoin(teamMembers, and(eq(teamMembers.userId, users.id), isNull(teamMembers.leftAt)))
    .where(and(eq(users.email, 'player@demo.az'), eq(teamMembers.role, 'captain')));
  const [venue] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(isNull(venues.deactivatedAt))
    .orderBy(asc(venues.id))
    .limit(1);
  if (!own || !venue) return 0;
  const [existing] = await db.select({ n: count() }).from(teamSlots).where(eq(teamSlots.teamId, own.teamId));
  if ((existing?.n ?? 0) > 0) return 0;

  const [slot] = await db
    .insert(teamSlots)
    .values({
      teamId: own.teamId,
      kind: 'training',
      venueId: venue.id,
      weekdays: [4],
      kickOffTime: '20:00',
      startDate: dateIn('Asia/Baku', now),
      durationMinutes: 90,
      note: 'Formanı və su götürün.',
      createdBy: own.captainId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const next = slot ? nextSlotDates(slot, now, 1)[0] : undefined;
  if (!slot || !next) return 0;

  const members = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, own.teamId),
        isNull(teamMembers.leftAt),
        ne(teamMembers.userId, own.captainId),
      ),
    )
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId));
  // The captain and the first members come, two may, one cannot; the rest have not answered yet.
  const answers = [
    { userId: own.captainId, answer: 'coming' as const },
    ...members.slice(0, 5).map(({ userId }) => ({ userId, answer: 'coming' as const })),
    ...members.slice(5, 7).map(({ userId }) => ({ userId, answer: 'maybe' as const })),
    ...members.slice(7, 8).map(({ userId }) => ({ userId, answer: 'not_coming' as const })),
  ];
  await db
    .insert(teamSlotAnswers)
    .values(answers.map((row) => ({ ...row, slotId: slot.id, date: next.date, answeredAt: now })));
  const squad = answers.filter((row) => row.answer === 'coming').slice(0, 5);
  await db
    .insert(teamSlotSquads)
    .values(squad.map(({ userId }) => ({ slotId: slot.id, date: next.date, userId, pickedAt: now })));
  return 1;
}
