import type { MyTeamSlotDates, TeamSlot, TeamSlotDate, TeamSlotList } from '@oyna/shared';
import { dateIn } from '@oyna/schedule';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamSlotAnswers, teamSlotSquads, venues } from '../../db/schema.js';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { answerSlotDate } from './answer-slot-date.js';
import { bakuToday, call, createSlot, openDate, slotNotices, slotTeam } from './testing/slot-fixtures.js';

describe.each(testDrivers())('a team’s weekly slots on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let world: Awaited<ReturnType<typeof slotTeam>>;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    db = test.app.db as Db;
    world = await slotTeam(test.app);
  });
  afterAll(() => test.close());

  const slotsUrl = () => `/teams/${world.team.id}/slots`;
  const answer = (who: typeof world.member, slot: TeamSlot, date: string, value: string) =>
    call(test.app, who, 'PUT', `${slotsUrl()}/${slot.id}/dates/${date}/answer`, { answer: value });
  const squad = (who: typeof world.member, slot: TeamSlot, date: string, ids: string[]) =>
    call(test.app, who, 'PUT', `${slotsUrl()}/${slot.id}/dates/${date}/squad`, { user_ids: ids });
  const end = (who: typeof world.member, slot: TeamSlot) =>
    call(test.app, who, 'DELETE', `${slotsUrl()}/${slot.id}`);

  it('lets the captain and a vice-captain make, change and end a slot, and a plain member none of it', async () => {
    const { captain, vice, member, venue } = world;
    const refused = await call(test.app, member, 'POST', slotsUrl(), {
      kind: 'training',
      venue_id: venue.id,
      weekdays: [4],
      kick_off_time: '20:00',
      start_date: bakuToday(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'team_slot_manage_forbidden' });

    const slot = await createSlot(test.app, vice, world.team.id, { venue_id: venue.id, weekdays: [4] });
    expect(slot).toMatchObject({ kind: 'training', weekdays: [4], time_zone: 'Asia/Baku', can_manage: true });
    expect(slot.dates).toHaveLength(4);

    const memberChange = await call(test.app, member, 'PATCH', `${slotsUrl()}/${slot.id}`, { note: 'x' });
    expect(memberChange.statusCode).toBe(403);
    const changed = await call(test.app, captain, 'PATCH', `${slotsUrl()}/${slot.id}`, {
      kick_off_time: '21:30',
      note: 'Formanı unutmayın',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TeamSlot>()).toMatchObject({ kick_off_time: '21:30', note: 'Formanı unutmayın' });

    const seen = (await call(test.app, member, 'GET', slotsUrl())).json<TeamSlotList>();
    expect(seen.items.find((item) => item.id === slot.id)).toMatchObject({ can_manage: false });
    expect((await end(member, slot)).statusCode).toBe(403);
    expect((await squad(member, slot, openDate(slot), [])).statusCode).toBe(403);
    expect((await end(captain, slot)).statusCode).toBe(204);
    const after = (await call(test.app, member, 'GET', slotsUrl())).json<TeamSlotList>();
    expect(after.items.map((item) => item.id)).not.toContain(slot.id);
    expect((await answer(member, slot, openDate(slot), 'coming')).json()).toMatchObject({
      code: 'team_slot_ended',
    });
  });

  it('refuses a start in the past, an end before the start, a fourth slot and a closed or unknown venue', async () => {
    const { captain, venue } = world;
    const post = (body: object) =>
      call(test.app, captain, 'POST', slotsUrl(), {
        kind: 'friendly',
        venue_id: venue.id,
        weekdays: [6],
        kick_off_time: '10:00',
        start_date: bakuToday(),
        ...body,
      });
    const past = await post({ start_date: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('start_date');
    const backwards = await post({ start_date: '2027-03-10', end_date: '2027-03-01' });
    expect(backwards.json().fields).toHaveProperty('end_date');
    expect((await post({ venue_id: 999_999 })).statusCode).toBe(404);
    const closed = await createVenue(db);
    await db.update(venues).set({ deactivatedAt: new Date() }).where(eq(venues.id, closed.id));
    expect((await post({ venue_id: closed.id })).json()).toMatchObject({ code: 'venue_inactive' });

    const made = [];
    for (let index = 0; index < 3; index += 1) made.push(await post({}));
    expect(made.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const fourth = await post({});
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 'team_slot_limit_reached' });
    for (const response of made) await end(captain, response.json<TeamSlot>());
  });

  it('is not for anyone outside the team: no reading, no answering, no feed', async () => {
    const { captain, outsider, venue } = world;
    const slot = await createSlot(test.app, captain, world.team.id, { venue_id: venue.id });
    for (const response of [
      await call(test.app, outsider, 'GET', slotsUrl()),
      await answer(outsider, slot, openDate(slot), 'coming'),
      await call(test.app, outsider, 'GET', `/teams/${world.team.id}/calendar-feed`),
      await call(test.app, outsider, 'PATCH', `${slotsUrl()}/${slot.id}`, { note: 'Mənim vaxtım' }),
      await end(outsider, slot),
      await squad(outsider, slot, openDate(slot), [outsider.user.id]),
      await call(test.app, outsider, 'POST', `/teams/${world.team.id}/calendar-feed`),
      await call(test.app, outsider, 'DELETE', `/teams/${world.team.id}/calendar-feed`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'team_slot_members_only' });
    }
    const rows = await db.select().from(teamSlotAnswers).where(eq(teamSlotAnswers.slotId, slot.id));
    expect(rows).toEqual([]);
    const unknown = await call(test.app, captain, 'GET', '/teams/00000000-0000-4000-8000-000000000000/slots');
    expect(unknown.statusCode).toBe(404);
    await end(captain, slot);
  });

  it('puts the next date of each slot of my teams on my dashboard when it is within a week, with my answer; nobody else’s', async () => {
    const { captain, member, outsider, venue, team } = world;
    const soon = await createSlot(test.app, captain, team.id, { venue_id: venue.id });
    const farStart = dateIn('Asia/Baku', new Date(Date.now() + 10 * 86_400_000));
    const far = await createSlot(test.app, captain, team.id, { venue_id: venue.id, start_date: farStart });
    const date = openDate(soon);
    expect((await answer(member, soon, date, 'coming')).statusCode).toBe(200);

    const mine = await call(test.app, member, 'GET', '/users/me/team-slot-dates');
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json<MyTeamSlotDates>().items;
    expect(items.map((item) => item.slot_id)).toEqual([soon.id]);
    expect(items[0]).toMatchObject({
      team: { id: team.id, name: team.name },
      kind: 'training',
      venue: { id: venue.id },
      date: { date, my_answer: 'coming', counts: { coming: 1 } },
    });
    const theirs = await call(test.app, outsider, 'GET', '/users/me/team-slot-dates');
    expect(theirs.json<MyTeamSlotDates>().items).toEqual([]);
    await end(captain, soon);
    await end(captain, far);
  });

  it('takes an answer only for a date of the schedule that has not kicked off', async () => {
    const { captain, member, venue } = world;
    const slot = await createSlot(test.app, captain, world.team.id, { venue_id: venue.id, weekdays: [3] });
    const date = openDate(slot);
    const dayAfter = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const wrongDay = await answer(member, slot, dayAfter, 'coming');
    expect(wrongDay.statusCode).toBe(422);
    expect(wrongDay.json()).toMatchObject({ code: 'team_slot_date_not_scheduled' });

    const answered = await answer(member, slot, date, 'maybe');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<TeamSlotDate>()).toMatchObject({
      my_answer: 'maybe',
      counts: { maybe: 1, no_answer: 3 },
    });

    const kickOff = new Date(slot.dates.find((d) => d.date === date)!.starts_at);
    await expect(
      answerSlotDate(db, {
        userId: member.user.id,
        teamId: world.team.id,
        slotId: slot.id,
        date,
        answer: 'coming',
        now: new Date(kickOff.getTime() + 60_000),
      }),
    ).rejects.toMatchObject({ code: 'team_slot_answer_closed' });
    await end(captain, slot);
  });

  it('picks the squad only from those coming, tells them, and takes out one who no longer comes', async () => {
    const { captain, vice, member, other, venue } = world;
    const slot = await createSlot(test.app, captain, world.team.id, { venue_id: venue.id, weekdays: [5] });
    const date = openDate(slot);
    await answer(member, slot, date, 'coming');
    await answer(other, slot, date, 'maybe');

    const withMaybe = await squad(vice, slot, date, [member.user.id, other.user.id]);
    expect(withMaybe.statusCode).toBe(422);
    expect(withMaybe.json()).toMatchObject({ code: 'team_slot_squad_not_coming' });
    const outsider = await squad(vice, slot, date, [world.outsider.user.id]);
    expect(outsider.json()).toMatchObject({ code: 'team_slot_squad_not_coming' });

    const picked = await squad(vice, slot, date, [member.user.id]);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json<TeamSlotDate>().squad.map((m) => m.id)).toEqual([member.user.id]);
    expect(await slotNotices(db, 'team_slot_squad', slot.id)).toEqual([{ userId: member.user.id, date }]);

    const notComing = await answer(member, slot, date, 'not_coming');
    expect(notComing.json<TeamSlotDate>()).toMatchObject({ squad: [], counts: { not_coming: 1, maybe: 1 } });
    const left = await db
      .select()
      .from(teamSlotSquads)
      .where(and(eq(teamSlotSquads.slotId, slot.id), eq(teamSlotSquads.date, date)));
    expect(left).toEqual([]);
    await end(captain, slot);
  });

  it('drops the answers of dates a change takes out, and tells those coming or maybe', async () => {
    const { captain, member, other, venue } = world;
    const slot = await createSlot(test.app, captain, world.team.id, { venue_id: venue.id, weekdays: [2, 4] });
    const tuesday = slot.dates.find(
      (d) => d.answer_open && new Date(`${d.date}T00:00:00Z`).getUTCDay() === 2,
    )!;
    const thursday = slot.dates.find(
      (d) => d.answer_open && new Date(`${d.date}T00:00:00Z`).getUTCDay() === 4,
    )!;
    await answer(member, slot, tuesday.date, 'coming');
    await answer(member, slot, thursday.date, 'coming');
    await answer(other, slot, thursday.date, 'not_coming');
    await squad(captain, slot, tuesday.date, [member.user.id]);

    const changed = await call(test.app, captain, 'PATCH', `${slotsUrl()}/${slot.id}`, { weekdays: [4] });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await db.select().from(teamSlotAnswers).where(eq(teamSlotAnswers.slotId, slot.id));
    expect(rows.map((row) => [row.date, row.answer]).sort()).toEqual([
      [thursday.date, 'coming'],
      [thursday.date, 'not_coming'],
    ]);
    expect(await db.select().from(teamSlotSquads).where(eq(teamSlotSquads.slotId, slot.id))).toEqual([]);
    // The Thursday kept its time and venue: only the member whose Tuesday went is told.
    expect((await slotNotices(db, 'team_slot_changed', slot.id)).map((n) => n.userId)).toEqual([
      member.user.id,
    ]);

    await call(test.app, captain, 'PATCH', `${slotsUrl()}/${slot.id}`, { kick_off_time: '19:00' });
    const told = await slotNotices(db, 'team_slot_changed', slot.id);
    expect(told.filter((n) => n.userId === other.user.id)).toEqual([]);
    expect(told.filter((n) => n.userId === member.user.id)).toHaveLength(2);
    await end(captain, slot);
    expect((await slotNotices(db, 'team_slot_changed', slot.id)).length).toBe(3);
  });

  it('keeps the schedule in Baku time on a server in America/New_York', async () => {
    const previous = process.env['TZ'];
    process.env['TZ'] = 'America/New_York';
    try {
      const slot = await createSlot(test.app, world.captain, world.team.id, {
        venue_id: world.venue.id,
        weekdays: [1, 4],
        kick_off_time: '20:00',
        start_date: '2027-03-01',
      });
      expect(slot.dates.map((d) => [d.date, d.starts_at])).toEqual([
        ['2027-03-01', '2027-03-01T16:00:00.000Z'],
        ['2027-03-04', '2027-03-04T16:00:00.000Z'],
        ['2027-03-08', '2027-03-08T16:00:00.000Z'],
        ['2027-03-11', '2027-03-11T16:00:00.000Z'],
      ]);
      const answered = await answer(world.member, slot, '2027-03-08', 'coming');
      expect(answered.json<TeamSlotDate>().starts_at).toBe('2027-03-08T16:00:00.000Z');
      await end(world.captain, slot);
    } finally {
      if (previous === undefined) delete process.env['TZ'];
      else process.env['TZ'] = previous;
    }
  });
});
