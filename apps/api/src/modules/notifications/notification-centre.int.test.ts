import type {
  NotificationEvent,
  NotificationList,
  NotificationSettings,
  NotificationSettingsUpdate,
} from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { notify } from './notify.js';

const cancelled = (title: string) =>
  ({
    kind: 'game_cancelled',
    payload: {
      game_id: '00000000-0000-4000-8000-000000000001',
      title,
      starts_at: '2030-12-10T16:00:00.000Z',
      venue: 'Gənclik Stadionu',
      refund_qepik: 1000,
    },
  }) as const;

let keyCounter = 0;
const key = () => `test:${Date.now()}:${(keyCounter += 1)}`;

describe.each(testDrivers())('the notification centre on %s', (driver) => {
  let test: TestApp;
  let player: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    player = await signedInUser(test.app, { language: 'ru' });
    other = await signedInUser(test.app);
  });
  afterAll(() => test.close());

  const inject = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...who.headers, 'accept-language': language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const list = async (who: SignedIn, query = '', language = 'en') =>
    (await inject(who, 'GET', `/notifications${query}`, undefined, language)).json<NotificationList>();

  it('lists my own notifications newest first, written in the language of the request', async () => {
    await notify(test.app.db, player.user.id, cancelled('Birinci'), { dedupeKey: key() });
    await notify(test.app.db, player.user.id, cancelled('İkinci'), { dedupeKey: key() });
    await notify(test.app.db, other.user.id, cancelled('Başqası'), { dedupeKey: key() });

    const english = await list(player);
    expect(english.total).toBe(2);
    expect(english.unread_count).toBe(2);
    expect(english.items.map((item) => item.body)).toEqual([
      expect.stringContaining('İkinci'),
      expect.stringContaining('Birinci'),
    ]);
    expect(english.items[0]).toMatchObject({ kind: 'game_cancelled', read_at: null, archived_at: null });
    expect(english.items[0]?.link).toBe('/games/00000000-0000-4000-8000-000000000001');
    const azerbaijani = await list(player, '', 'az');
    expect(azerbaijani.items[0]?.title).not.toBe(english.items[0]?.title);
    expect((await list(other)).total).toBe(1);
    const count = await inject(player, 'GET', '/notifications/unread-count');
    expect(count.json()).toEqual({ unread_count: 2 });
    expect((await list(player, '?page=1&page_size=1')).items).toHaveLength(1);
  });

  it('marks read and archives only my own, ignoring the ids of others', async () => {
    const mine = await list(player);
    const others = await list(other);
    const otherId = others.items[0]?.id as string;
    const firstId = mine.items[0]?.id as string;

    const read = await inject(player, 'POST', '/notifications/read', { ids: [firstId, otherId] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread_count: 1 });
    expect((await list(other)).unread_count).toBe(1);
    expect((await list(player, '?filter=unread')).items.map((item) => item.id)).not.toContain(firstId);

    const archived = await inject(player, 'POST', '/notifications/archive', { ids: [otherId] });
    expect(archived.json()).toEqual({ unread_count: 1 });
    expect((await list(other)).total).toBe(1);

    // Without ids: archive every read one, then mark every unread one read.
    expect((await inject(player, 'POST', '/notifications/archive')).json()).toEqual({ unread_count: 1 });
    expect((await list(player, '?filter=archived')).items.map((item) => item.id)).toEqual([firstId]);
    expect((await inject(player, 'POST', '/notifications/read', {})).json()).toEqual({ unread_count: 0 });
    expect((await list(player)).total).toBe(1);
    expect((await list(other)).unread_count).toBe(1);
  });

  it('rejects bad selections and filters with 400, and strangers with 401', async () => {
    expect((await inject(player, 'POST', '/notifications/read', { ids: [] })).statusCode).toBe(400);
    expect((await inject(player, 'POST', '/notifications/read', { ids: ['nope'] })).statusCode).toBe(400);
    expect((await inject(player, 'GET', '/notifications?filter=all')).statusCode).toBe(400);
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(anonymous.statusCode).toBe(401);
    const stream = await test.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/events?ticket=a.b.c.d',
    });
    expect(stream.statusCode).toBe(401);
  });

  it('streams my new notifications live in the language of the stream, and not those of others', async () => {
    await test.app.notifications.dispatcher.runOnce(); // the notifications of the tests before
    const ticket = (await inject(player, 'POST', '/notifications/events/ticket')).json<{ ticket: string }>();
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(
      `${address}/api/v1/notifications/events?ticket=${ticket.ticket}&language=az`,
      { signal: controller.signal },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let received = '';
    const next = async (name: string) => {
      const complete = new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`);
      while (!complete.test(received)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('stream ended');
        received += decoder.decode(chunk.value);
      }
      const match = complete.exec(received);
      received = received.slice((match?.index ?? 0) + (match?.[0].length ?? 0));
      return JSON.parse(match?.[1] ?? '{}') as unknown;
    };
    try {
      expect(await next('ready')).toEqual({ unread_count: 0 });
      await notify(test.app.db, other.user.id, cancelled('Başqasının'), { dedupeKey: key() });
      await notify(test.app.db, player.user.id, cancelled('Canlı'), { dedupeKey: key() });
      await test.app.notifications.dispatcher.runOnce();
      const event = (await next('notification')) as NotificationEvent;
      expect(event.unread_count).toBe(1);
      expect(event.notification.body).toContain('Canlı');
      expect(event.notification.title).toBe((await list(player, '', 'az')).items[0]?.title);
      expect(received).not.toContain('Başqasının');
    } finally {
      controller.abort();
    }
  });

  it('refuses a forged or foreign ticket', async () => {
    const { ticket } = (await inject(player, 'POST', '/notifications/events/ticket')).json<{
      ticket: string;
    }>();
    const [, session, expires, signature] = ticket.split('.');
    const forged = [other.user.id, session, expires, signature].join('.');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/events?ticket=${forged}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDrivers())('notification settings on %s', (driver) => {
  let test: TestApp;
  let player: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    player = await signedInUser(test.app, {
      language: 'ru',
      phone: '+994501234567',
      notificationChannels: ['email', 'push'],
    });
    other = await signedInUser(test.app);
  });
  afterAll(() => test.close());

  const get = async (who: SignedIn) =>
    (
      await test.app.inject({
        method: 'GET',
        url: '/api/v1/users/me/settings/notifications',
        headers: who.headers,
      })
    ).json<NotificationSettings>();
  const put = (who: SignedIn, payload: unknown) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/settings/notifications',
      headers: { ...who.headers, 'accept-language': 'en' },
      payload: payload as object,
    });
  const update = (settings: NotificationSettings): NotificationSettingsUpdate => ({
    matrix: settings.matrix,
    quiet_hours: settings.quiet_hours,
    language: settings.language,
  });

  it('gives the defaults narrowed to the onboarding channels, and the state of each channel', async () => {
    const settings = await get(player);
    expect(settings.matrix.game_cancelled).toEqual(['email', 'push']);
    expect(settings.matrix.game_reminder_hours).toEqual(['push']);
    expect(settings.quiet_hours).toEqual({ enabled: true, start: '23:00', end: '08:00' });
    expect(settings.language).toBeNull();
    expect(settings.account_language).toBe('ru');
    expect(settings.channels.email).toEqual({
      configured: false,
      address: player.user.email,
      verified: false,
    });
    expect(settings.channels.telegram).toMatchObject({ configured: false, linked: false, blocked: false });
    expect(settings.channels.push).toEqual({ configured: false, public_key: null, subscriptions: [] });
    expect(settings.channels.sms).toEqual({ configured: false, phone: '+994501234567' });
  });

  it('saves my choices, and another player’s stay as they were', async () => {
    const before = await get(player);
    const changed = update(before);
    changed.matrix.game_reminder_day = [];
    changed.matrix.game_cancelled = ['sms', 'email', 'email'];
    changed.quiet_hours = { enabled: false, start: '22:30', end: '07:15' };
    changed.language = 'en';
    const response = await put(player, changed);
    expect(response.statusCode).toBe(200);
    const after = await get(player);
    expect(after.matrix.game_reminder_day).toEqual([]);
    expect(after.matrix.game_cancelled).toEqual(['email', 'sms']);
    expect(after.quiet_hours).toEqual({ enabled: false, start: '22:30', end: '07:15' });
    expect(after.language).toBe('en');
    expect(response.json()).toEqual(after);
    const others = await get(other);
    expect(others.language).toBeNull();
    expect(others.quiet_hours.enabled).toBe(true);
  });

  it('refuses SMS for a kind that is not urgent, with a message on the field', async () => {
    const changed = update(await get(player));
    changed.matrix.game_reminder_day = ['sms'];
    const response = await put(player, changed);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      'matrix.game_reminder_day': 'SMS is only sent for urgent notifications.',
    });
    expect((await get(player)).matrix.game_reminder_day).toEqual([]);
  });

  it('refuses malformed settings with 400 and strangers with 401', async () => {
    const changed = update(await get(player));
    expect(
      (await put(player, { ...changed, quiet_hours: { enabled: true, start: '25:00', end: '08:00' } }))
        .statusCode,
    ).toBe(400);
    expect((await put(player, { ...changed, language: 'fr' })).statusCode).toBe(400);
    const { game_cancelled: _, ...missing } = changed.matrix;
    expect((await put(player, { ...changed, matrix: missing })).statusCode).toBe(400);
    expect(
      (await put(player, { ...changed, matrix: { ...changed.matrix, game_changed: ['fax'] } })).statusCode,
    ).toBe(400);
    const anonymous = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/settings/notifications',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
