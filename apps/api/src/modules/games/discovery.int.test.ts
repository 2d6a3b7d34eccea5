import type { GameDetail, GameListResponse, MyGamesResponse } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { playerWithBalance, register } from './testing/game-fixtures.js';

describe.each(testDrivers())('finding games on %s', (driver) => {
  let test: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    const db = test.database.db;
    const yasamal = await createVenue(db, { name: 'Yasamal Futzal', district: 'yasamal', type: 'futsal' });
    const gənclik = await createVenue(db, { name: 'Gənclik Stadionu', district: 'nasimi', type: 'outdoor' });
    // 20:00 on 10 and 11 December 2030 in Baku.
    ids = {
      futsal: (
        await createGame(db, {
          venueId: yasamal.id,
          format: '5x5',
          capacity: 10,
          priceQepik: 800,
          startsAt: new Date('2030-12-10T16:00:00Z'),
          title: 'Futzal gecəsi',
        })
      ).id,
      big: (
        await createGame(db, {
          venueId: gənclik.id,
          format: '11x11',
          capacity: 22,
          priceQepik: 1200,
          startsAt: new Date('2030-12-11T16:00:00Z'),
          title: 'Böyük meydan',
        })
      ).id,
      full: (
        await createGame(db, {
          venueId: gənclik.id,
          capacity: 2,
          placesTaken: 2,
          startsAt: new Date('2030-12-11T17:00:00Z'),
        })
      ).id,
      cancelled: (
        await createGame(db, {
          venueId: gənclik.id,
          status: 'cancelled',
          startsAt: new Date('2030-12-11T18:00:00Z'),
        })
      ).id,
      past: (await createGame(db, { venueId: gənclik.id, startsAt: new Date(Date.now() - 86_400_000) })).id,
    };
  });
  afterAll(() => test.close());

  const list = async (query: string, token?: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games?page_size=100&${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<GameListResponse>();
  };
  const idsOf = (page: GameListResponse) => page.items.map((game) => game.id);

  it('shows upcoming games that are not cancelled, soonest first, to visitors without a price quote', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.futsal, ids.big, ids.full]);
    expect(page.items[0]).toMatchObject({ my_quote: null, places_left: 10, status: 'open' });
    expect(page.items[2]?.status).toBe('full');
  });

  it('filters by search (folding Azerbaijani letters), status, format, district, venue, price and Baku day', async () => {
    expect(idsOf(await list('search=genclik'))).toEqual([ids.big, ids.full]);
    expect(idsOf(await list('search=futzal'))).toEqual([ids.futsal]);
    expect(idsOf(await list('status=full'))).toEqual([ids.full]);
    expect(idsOf(await list('status=cancelled'))).toEqual([ids.cancelled]);
    expect(idsOf(await list('format=11x11'))).toEqual([ids.big]);
    expect(idsOf(await list('district=yasamal'))).toEqual([ids.futsal]);
    expect(idsOf(await list('venue_type=futsal'))).toEqual([ids.futsal]);
    expect(idsOf(await list('max_price=8'))).toEqual([ids.futsal]);
    expect(idsOf(await list('date_from=2030-12-11&date_to=2030-12-11'))).toEqual([ids.big, ids.full]);
    expect(idsOf(await list('date_to=2030-12-10'))).toEqual([ids.futsal]);
  });

  it('pages the list with the total', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/games?page_size=1&page=2' });
    const page = response.json<GameListResponse>();
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 1 });
    expect(idsOf(page)).toEqual([ids.big]);
  });

  it('refuses bad filters with 400, never 500', async () => {
    for (const query of [
      'status=nope',
      'format=4x4',
      'date_from=yesterday',
      'max_price=-1',
      'venue_id=abc',
      'page_size=500',
    ]) {
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/games?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('quotes my price in the list and the detail, and lists my upcoming games', async () => {
    const player = await playerWithBalance(test.app, 3000);
    const page = await list('', player.token);
    expect(page.items[0]?.my_quote).toMatchObject({ price: 4, discount_reason: 'first_game' });
    await register(test.app, player, ids.big as string);
    const detail = (
      await test.app.inject({ method: 'GET', url: `/api/v1/games/${ids.big}`, headers: player.headers })
    ).json<GameDetail>();
    expect(detail.my_registration).toMatchObject({ status: 'confirmed', price: 6 });
    expect(detail.players.map((p) => p.id)).toEqual([player.user.id]);
    expect(detail.free_cancellation_until).toBe('2030-12-10T16:00:00.000Z');
    // The list carries the refund deadline too, so a booking dialog opened from a card shows the server's.
    const listed = (await list('', player.token)).items.find((item) => item.id === ids.big);
    expect(listed?.free_cancellation_until).toBe(detail.free_cancellation_until);
    const mine = (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/games?scope=upcoming',
        headers: player.headers,
      })
    ).json<MyGamesResponse>();
    expect(mine.items.map((game) => game.id)).toEqual([ids.big]);
    expect(mine.items[0]?.registration.status).toBe('confirmed');
    const past = (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/games?scope=past',
        headers: player.headers,
      })
    ).json<MyGamesResponse>();
    expect(past.total).toBe(0);
  });

  it('gives the game as an iCalendar event in Baku time', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/games/${ids.big}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('DTSTART;TZID=Asia/Baku:20301211T200000');
    expect(response.body).toContain('DTEND;TZID=Asia/Baku:20301211T213000');
    expect(response.body).toContain('LOCATION:Gənclik Stadionu\\, Azadlıq prospekti 1');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('streams the places left whenever they change (Server-Sent Events)', async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/v1/games/${ids.futsal}/events`, {
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let received = '';
    /** The data of the next complete `event: places` message. */
    const nextEvent = async () => {
      const complete = /event: places\ndata: (.*)\n\n/;
      while (!complete.test(received)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        received += decoder.decode(chunk.value);
      }
      const match = complete.exec(received);
      received = received.slice((match?.index ?? 0) + (match?.[0].length ?? 0));
      return JSON.parse(match?.[1] ?? '{}') as {
        places_left: number;
        players_count: number;
        held_count: number;
      };
    };
    try {
      expect((await nextEvent()).places_left).toBe(10);
      const player = await playerWithBalance(test.app, 3000);
      expect((await register(test.app, player, ids.futsal as string)).statusCode).toBe(201);
      // The event counts the new player as a player (its counts are read from `games` alone).
      expect(await nextEvent()).toMatchObject({ places_left: 9, players_count: 1, held_count: 0 });
    } finally {
      controller.abort();
    }
  });
});
