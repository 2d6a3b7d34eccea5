import type { TeamSlot, TeamSlotAnswer, TeamSlotDate, TeamSlotMember } from '@oyna/shared';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type TeamSlotRow,
  teamMembers,
  teamSlotAnswers,
  teamSlotSquads,
  users,
  venues,
} from '../../db/schema.js';
import { playerIdentity, playerIdentityColumns } from '../users/player-identity.js';
import { nextSlotDates } from './team-slot-schedule.js';

interface DateRows {
  answers: Map<string, TeamSlotAnswer>;
  squad: Set<string>;
}

/** The team's current members, by id, as a slot's answers and squad name them. */
export async function currentMembers(db: DbExecutor, teamId: string): Promise<Map<string, TeamSlotMember>> {
  const rows = await db
    .select(playerIdentityColumns(users))
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), isNull(teamMembers.leftAt)));
  return new Map(rows.map((row) => [row.id, playerIdentity(row)]));
}

/** Answers and squads of the slots' dates from `since` on, by `slot id|date`. */
async function dateRows(db: DbExecutor, slotIds: string[], since: string): Promise<Map<string, DateRows>> {
  const byDate = new Map<string, DateRows>();
  const entry = (slotId: string, date: string) => {
    const key = `${slotId}|${date}`;
    let rows = byDate.get(key);
    if (!rows) byDate.set(key, (rows = { answers: new Map(), squad: new Set() }));
    return rows;
  };
  if (slotIds.length === 0) return byDate;
  const [answers, squads] = await Promise.all([
    db
      .select()
      .from(teamSlotAnswers)
      .where(and(inArray(teamSlotAnswers.slotId, slotIds), gte(teamSlotAnswers.date, since))),
    db
      .select()
      .from(teamSlotSquads)
      .where(and(inArray(teamSlotSquads.slotId, slotIds), gte(teamSlotSquads.date, since))),
  ]);
  for (const row of answers) entry(row.slotId, row.date).answers.set(row.userId, row.answer);
  for (const row of squads) entry(row.slotId, row.date).squad.add(row.userId);
  return byDate;
}

/** One date as its members see it: counts over the current members, who answered what, the squad. */
function dateView(
  occurrence: { date: string; startsAt: Date },
  rows: DateRows | undefined,
  context: { members: Map<string, TeamSlotMember>; actorId: string; now: Date },
): TeamSlotDate {
  const counts = { coming: 0, not_coming: 0, maybe: 0, no_answer: 0 };
  const answers: TeamSlotDate['answers'] = [];
  for (const [userId, member] of context.members) {
    const answer = rows?.answers.get(userId);
    if (!answer) {
      counts.no_answer += 1;
      continue;
    }
    counts[answer] += 1;
    answers.push({ user: member, answer });
  }
  const byName = (a: TeamSlotMember, b: TeamSlotMember) =>
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`, 'az');
  answers.sort((a, b) => byName(a.user, b.user));
  const squad = [...(rows?.squad ?? [])]
    .map((userId) => context.members.get(userId))
    .filter((member): member is TeamSlotMember => member !== undefined)
    .sort(byName);
  return {
    date: occurrence.date,
    starts_at: occurrence.startsAt.toISOString(),
    counts,
    my_answer: rows?.answers.get(context.actorId) ?? null,
    answers,
    squad,
    answer_open: occurrence.startsAt.getTime() > context.now.getTime(),
  };
}

function venueOf<V>(venueById: Map<number, V>, venueId: number): V {
  const venue = venueById.get(venueId);
  // The foreign key keeps every slot's venue (venues are deactivated, never deleted).
  if (!venue) throw new Error(`venue ${venueId} of a weekly slot is missing`);
  return venue;
}

/** One date of a slot as the actor reads it, after an answer or a squad is saved. */
export async function slotDateView(
  db: DbExecutor,
  input: { slot: TeamSlotRow; date: string; startsAt: Date; actorId: string; now: Date },
): Promise<TeamSlotDate> {
  const [members, rows] = await Promise.all([
    currentMembers(db, input.slot.teamId),
    dateRows(db, [input.slot.id], input.date),
  ]);
  return dateView(
    { date: input.date, startsAt: input.startsAt },
    rows.get(`${input.slot.id}|${input.date}`),
    {
      members,
      actorId: input.actorId,
      now: input.now,
    },
  );
}

/** The team's slots as a member reads them, each with its next dates. */
export async function slotViews(
  db: DbExecutor,
  input: { teamId: string; slots: TeamSlotRow[]; actorId: string; canManage: boolean; now: Date },
): Promise<TeamSlot[]> {
  if (input.slots.length === 0) return [];
  const dates = new Map(input.slots.map((slot) => [slot.id, nextSlotDates(slot, input.now)]));
  const firstDates = [...dates.values()].flatMap((occurrences) => occurrences.map((o) => o.date)).sort();
  const venueIds = [...new Set(input.slots.map((slot) => slot.venueId))];
  const [members, rows, venueRows] = await Promise.all([
    currentMembers(db, input.teamId),
    dateRows(
      db,
      input.slots.map((slot) => slot.id),
      firstDates[0] ?? '9999-12-31',
    ),
    db
      .select({ id: venues.id, name: venues.name, district: venues.district })
      .from(venues)
      .where(inArray(venues.id, venueIds)),
  ]);
  const venueById = new Map(venueRows.map((venue) => [venue.id, venue]));
  const context = { members, actorId: input.actorId, now: input.now };
  return input.slots.map((slot) => ({
    id: slot.id,
    team_id: slot.teamId,
    kind: slot.kind,
    venue: venueOf(venueById, slot.venueId),
    weekdays: slot.weekdays,
    kick_off_time: slot.kickOffTime,
    time_zone: slot.timeZone,
    every_weeks: slot.everyWeeks,
    start_date: slot.startDate,
    end_date: slot.endDate,
    duration_minutes: slot.durationMinutes,
    note: slot.note,
    status: slot.status,
    can_manage: input.canManage,
    dates: (dates.get(slot.id) ?? []).map((occurrence) =>
      dateView(occurrence, rows.get(`${slot.id}|${occurrence.date}`), context),
    ),
  }));
}
