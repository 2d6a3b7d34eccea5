import type { NotificationKind, TeamSlot, TeamSlotInputRequest } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../../db/database.js';
import { notifications } from '../../../db/schema.js';
import { createVenue } from '../../../test/factories.js';
import type { SignedIn } from '../../games/testing/game-fixtures.js';
import { signedInUser } from '../../games/testing/game-fixtures.js';
import { call, createTeamThroughApi, memberOf } from '../../teams/testing/team-fixtures.js';

export { call };

/** A team with a captain, a vice-captain, two plain members, an outsider and a venue. */
export async function slotTeam(app: FastifyInstance) {
  const { team, captain } = await createTeamThroughApi(app);
  const vice = await memberOf(app, team, captain);
  const member = await memberOf(app, team, captain);
  const other = await memberOf(app, team, captain);
  const outsider = await signedInUser(app);
  const promoted = await call(app, captain, 'PATCH', `/teams/${team.id}/members/${vice.user.id}`, {
    role: 'vice_captain',
  });
  expect(promoted.statusCode, promoted.body).toBe(200);
  const venue = await createVenue(app.db as Db);
  return { team, captain, vice, member, other, outsider, venue };
}

/** Today in Baku, `YYYY-MM-DD`. */
export const bakuToday = () => dateIn('Asia/Baku', new Date());

/** A slot made through the API: every day at 20:00 from today unless told otherwise. */
export async function createSlot(
  app: FastifyInstance,
  who: SignedIn,
  teamId: string,
  body: Partial<TeamSlotInputRequest> & Pick<TeamSlotInputRequest, 'venue_id'>,
): Promise<TeamSlot> {
  const response = await call(app, who, 'POST', `/teams/${teamId}/slots`, {
    kind: 'training',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    kick_off_time: '20:00',
    start_date: bakuToday(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TeamSlot>();
}

/** The slot's first date still open to answers. */
export function openDate(slot: TeamSlot, index = 0): string {
  const date = slot.dates.filter((d) => d.answer_open)[index]?.date;
  if (!date) throw new Error('the slot has no open date');
  return date;
}

/** The notifications of a kind about one slot, as `user id` (and date) pairs. */
export async function slotNotices(db: Db, kind: NotificationKind, slotId: string) {
  const rows = await db
    .select({ userId: notifications.userId, payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), sql`${notifications.payload}->>'slot_id' = ${slotId}`));
  return rows.map((row) => ({ userId: row.userId, date: String(row.payload['date']) }));
}
