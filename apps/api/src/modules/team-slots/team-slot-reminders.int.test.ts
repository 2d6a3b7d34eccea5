import type { TeamCalendarFeed, TeamSlot } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { teamSlotAnswers, teamSlots } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { remindDueSlotDates } from './remind-slot-dates.js';
import { memberOf } from '../teams/testing/team-fixtures.js';
import { call, createSlot, slotNotices, slotTeam } from './testing/slot-fixtures.js';

/** Monday 7 December 2026, 21:00 in Baku: Wednesday's 20:00 kick-off is 47 hours away. */
const IN_WINDOW = new Date('2026-12-07T17:00:00Z');

describe.each(testDrivers())('weekly slot reminders and the team calendar feed on %s', (driver) => {
  let test: TestApp;
  let db: Db;
  let world: Awaited<ReturnType<typeof slotTeam>>;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    db = test.app.db as Db;
    world = await slotTeam(test.app);
  });
  afterAll(() => test.close());

  it('reminds each member without an answer once per date, even when two rounds run at once', async () => {
    const { captain, vice, member, other, venue } = world;
    const [slot] = await db
      .insert(teamSlots)
      .values({
        teamId: world.team.id,
        kind: 'training',
        venueId: venue.id,
        weekdays: [3],
        kickOffTime: '20:00',
        startDate: '2026-12-01',
        durationMinutes: 90,
        createdBy: captain.user.id,
      })
      .returning();
    await db
      .insert(teamSlotAnswers)
      .values({ slotId: slot!.id, date: '2026-12-09', userId: member.user.id, answer: 'coming' });

    // 49 hours before kick-off: not yet.
    await remindDueSlotDates(db, { now: new Date(IN_WINDOW.getTime() - 2 * 3_600_000) });
    expect(await slotNotices(db, 'team_slot_reminder', slot!.id)).toEqual([]);

    await Promise.all([
      remindDueSlotDates(db, { now: IN_WINDOW }),
      remindDueSlotDates(db, { now: IN_WINDOW }),
    ]);
    await remindDueSlotDates(db, { now: new Date(IN_WINDOW.getTime() + 3_600_000) });
    const told = await slotNotices(db, 'team_slot_reminder', slot!.id);
    expect(told.map((notice) => notice.userId).sort()).toEqual(
      [captain.user.id, vice.user.id, other.user.id].sort(),
    );
    expect(new Set(told.map((notice) => notice.date))).toEqual(new Set(['2026-12-09']));

    // The date's reminder has gone: a member who joins afterwards is not reminded of it by a later round.
    const newcomer = await memberOf(test.app, world.team, captain);
    await remindDueSlotDates(db, { now: new Date(IN_WINDOW.getTime() + 2 * 3_600_000) });
    expect((await slotNotices(db, 'team_slot_reminder', slot!.id)).map((n) => n.userId)).not.toContain(
      newcomer.user.id,
    );
  });

  it('reminds at once of a date already within 48 hours when the slot is made', async () => {
    const { captain, vice, member, other, venue, team } = world;
    const slot = await createSlot(test.app, captain, team.id, { venue_id: venue.id, kick_off_time: '23:59' });
    const soon = slot.dates.find((d) => d.answer_open)!;
    const told = (await slotNotices(db, 'team_slot_reminder', slot.id)).filter((n) => n.date === soon.date);
    // Every current member had no answer yet: each is told once.
    expect(told).toHaveLength(soon.counts.no_answer);
    expect(told.map((n) => n.userId)).toEqual(
      expect.arrayContaining([captain, vice, member, other].map((who) => who.user.id)),
    );
    expect((await call(test.app, captain, 'DELETE', `/teams/${team.id}/slots/${slot.id}`)).statusCode).toBe(
      204,
    );
  });

  it('gives the team one feed address: the slot dates in Baku time; an unknown or revoked address is 404', async () => {
    const { captain, member, venue, team } = world;
    const feedUrl = `/teams/${team.id}/calendar-feed`;
    expect((await call(test.app, member, 'GET', feedUrl)).json<TeamCalendarFeed>().url).toBeNull();
    expect((await call(test.app, member, 'POST', feedUrl)).statusCode).toBe(403);
    const made = await call(test.app, captain, 'POST', feedUrl);
    expect(made.statusCode, made.body).toBe(201);
    const feed = made.json<TeamCalendarFeed>();
    expect(feed.url).toMatch(/\/api\/v1\/calendar\/teams\/[A-Za-z0-9_-]{43}\/oyna\.ics$/);
    expect(feed.webcal_url).toMatch(/^webcal:\/\//);
    expect((await call(test.app, member, 'GET', feedUrl)).json<TeamCalendarFeed>().url).toBe(feed.url);

    const slot = await createSlot(test.app, captain, team.id, { venue_id: venue.id, weekdays: [4] });
    const read = (url: string) => test.app.inject({ method: 'GET', url: new URL(url).pathname });
    const ics = await read(feed.url!);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const body = ics.body.replace(/\r\n /g, '');
    for (const date of slot.dates.map((d: TeamSlot['dates'][number]) => d.date))
      expect(body).toContain(`DTSTART;TZID=Asia/Baku:${date.replaceAll('-', '')}T200000`);
    expect(body).toContain(`SUMMARY:Məşq · ${team.name}`);
    expect(body).toContain(`LOCATION:${venue.name}`);

    const unknown = await test.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/teams/${'A'.repeat(43)}/oyna.ics`,
    });
    expect(unknown.statusCode).toBe(404);
    const renewed = (await call(test.app, captain, 'POST', feedUrl)).json<TeamCalendarFeed>();
    expect((await read(feed.url!)).statusCode).toBe(404);
    expect((await read(renewed.url!)).statusCode).toBe(200);
    expect((await call(test.app, member, 'DELETE', feedUrl)).statusCode).toBe(403);
    expect((await read(renewed.url!)).statusCode).toBe(200);
    expect((await call(test.app, captain, 'DELETE', feedUrl)).statusCode).toBe(204);
    expect((await read(renewed.url!)).statusCode).toBe(404);
  });
});
