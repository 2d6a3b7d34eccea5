import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminVenue, CreateVenue, DeactivateVenueResult, Venue, VenueListResponse } from '@oyna/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, games, ledgerEntries } from '../../db/schema.js';
import { createGame, createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, playerWithBalance, register, signedInUser } from '../games/testing/game-fixtures.js';
import { multipart, pngClaiming, testImage } from '../users/testing/photo-fixtures.js';
import { expectEveryBalanceToMatchItsLedger } from '../wallet/testing/wallet-fixtures.js';

const newVenue = (overrides: Partial<CreateVenue> = {}): CreateVenue => ({
  name: 'Xəzər Arena',
  district: 'khazar',
  address: 'Mərdəkan qəsəbəsi, Sahil küçəsi 3',
  latitude: 40.4921,
  longitude: 50.1398,
  type: 'outdoor',
  surface: 'artificial_grass',
  amenities: ['lighting', 'parking'],
  pitch_count: 2,
  phone: '012 555 44 33',
  opening_hours: [
    { day: 'monday', opens: '08:00', closes: '23:00' },
    { day: 'saturday', opens: '10:00', closes: '02:00' },
  ],
  ...overrides,
});

describe.each(testDrivers())('venues managed by admins on %s', (driver) => {
  let test: TestApp;
  let uploadsDir: string;
  let admin: SignedIn;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'oyna-venues-'));
    test = await createTestApp({ driver, env: { UPLOADS_DIR: uploadsDir } });
    admin = await signedInUser(test.app, { role: 'admin' });
  });
  afterEach(() => expectEveryBalanceToMatchItsLedger(test.database.db));
  afterAll(async () => {
    await test.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    test.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...admin.headers, 'accept-language': language },
      ...(payload && { payload }),
    });
  const uploadPhoto = (venueId: number, data: Buffer) => {
    const body = multipart([{ filename: 'pitch.png', contentType: 'image/png', data }]);
    return test.app.inject({
      method: 'POST',
      url: `/api/v1/admin/venues/${venueId}/photos`,
      headers: { ...admin.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('an admin adds a venue with pitches, hours and a phone; it is in the directory and the audit log', async () => {
    const created = await call('POST', '/admin/venues', newVenue({ reason: 'Yeni tərəfdaş meydança' }));
    expect(created.statusCode, created.body).toBe(201);
    const venue = created.json<AdminVenue>();
    expect(venue).toMatchObject({
      name: 'Xəzər Arena',
      pitch_count: 2,
      phone: '+994125554433',
      is_active: true,
      upcoming_games: 0,
      photos: [],
      opening_hours: [
        { day: 'monday', opens: '08:00', closes: '23:00' },
        { day: 'saturday', opens: '10:00', closes: '02:00' },
      ],
    });
    const directory = await test.app.inject({ method: 'GET', url: '/api/v1/venues?search=xezer' });
    expect(directory.json<VenueListResponse>().items.map((item) => item.id)).toContain(venue.id);
    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'venue'), eq(auditLog.subjectId, String(venue.id))));
    expect(entry).toMatchObject({ action: 'venue.created', actorUserId: admin.user.id });
    expect(entry?.details).toMatchObject({ reason: 'Yeni tərəfdaş meydança' });
  });

  it('refuses coordinates outside Baku, a bad clock and repeated days, with the fields named', async () => {
    const response = await call(
      'POST',
      '/admin/venues',
      newVenue({
        latitude: 55.75,
        opening_hours: [
          { day: 'monday', opens: '25:00', closes: '23:00' },
          { day: 'monday', opens: '08:00', closes: '08:00' },
        ],
        pitch_count: 0,
      }),
      'az',
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as Record<string, string>;
    expect(fields['latitude']).toBe('Koordinatlar Bakı ərazisində olmalıdır.');
    expect(fields['pitch_count']).toBeDefined();
    expect(Object.keys(fields).some((key) => key.startsWith('opening_hours'))).toBe(true);
  });

  it('an edit changes only the fields sent and the log keeps each one before and after', async () => {
    const venue = (await call('POST', '/admin/venues', newVenue())).json<AdminVenue>();
    const edited = await call('PATCH', `/admin/venues/${venue.id}`, { pitch_count: 3, phone: null });
    expect(edited.json<AdminVenue>()).toMatchObject({ pitch_count: 3, phone: null, name: 'Xəzər Arena' });
    const [entry] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(venue.id)), eq(auditLog.action, 'venue.updated')));
    expect(entry?.details).toEqual({
      changes: { pitch_count: { from: 2, to: 3 }, phone: { from: '+994125554433', to: null } },
    });
  });

  it('photos go through the profile photo’s checks, come out 16:9 without metadata, and can be removed', async () => {
    const venue = (await call('POST', '/admin/venues', newVenue())).json<AdminVenue>();
    const added = await uploadPhoto(venue.id, await testImage(2000, 1500, 'png'));
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json<AdminVenue>().photos[0];
    if (!photo) throw new Error('no photo');
    expect(photo.url).toMatch(/^\/uploads\/venues\/[A-Za-z0-9_-]{22}\.jpg$/);
    const served = await test.app.inject({ method: 'GET', url: photo.url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect(metadata.exif).toBeUndefined();

    const bomb = await uploadPhoto(venue.id, pngClaiming(await testImage(10, 10, 'png'), 30000, 30000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().code).toBe('photo_dimensions_too_large');
    const text = await uploadPhoto(venue.id, Buffer.from('not an image at all'));
    expect(text.json().code).toBe('photo_invalid');

    const publicVenue = await test.app.inject({ method: 'GET', url: `/api/v1/venues/${venue.id}` });
    expect(publicVenue.json<Venue>().photos).toEqual([photo]);

    const removed = await call('DELETE', `/admin/venues/${venue.id}/photos/${photo.id}`);
    expect(removed.json<AdminVenue>().photos).toEqual([]);
    expect(existsSync(path.join(uploadsDir, photo.url.replace(/^\/uploads\//, '')))).toBe(false);
    const again = await call('DELETE', `/admin/venues/${venue.id}/photos/${photo.id}`);
    expect(again.json().code).toBe('venue_photo_not_found');
  });

  it('deactivating a venue with upcoming games asks what to do with them first', async () => {
    const venue = await createVenue(test.database.db);
    await createGame(test.database.db, { venueId: venue.id });
    await createGame(test.database.db, { venueId: venue.id });
    const asked = await call('POST', `/admin/venues/${venue.id}/deactivate`, { reason: 'Təmir' }, 'ru');
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'venue_has_upcoming_games',
      detail: 'На этой площадке предстоящих игр: 2. Выберите, отменить их или оставить.',
    });
    expect((await call('GET', `/admin/venues/${venue.id}`)).json<AdminVenue>()).toMatchObject({
      is_active: true,
      upcoming_games: 2,
    });
  });

  it('keeping the games leaves them on; the venue leaves the directory and takes no new games', async () => {
    const venue = await createVenue(test.database.db, { name: 'Saxlanılan Meydança' });
    const game = await createGame(test.database.db, { venueId: venue.id });
    const kept = await call('POST', `/admin/venues/${venue.id}/deactivate`, {
      upcoming_games: 'keep',
      reason: 'Müqavilə bitir',
    });
    expect(kept.json<DeactivateVenueResult>()).toMatchObject({
      cancelled_games: 0,
      venue: { is_active: false, upcoming_games: 1 },
    });
    const [row] = await test.database.db.select().from(games).where(eq(games.id, game.id));
    expect(row?.status).toBe('open');
    const directory = await test.app.inject({ method: 'GET', url: '/api/v1/venues?search=saxlanilan' });
    expect(directory.json<VenueListResponse>().total).toBe(0);

    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const published = await test.app.inject({
      method: 'POST',
      url: '/api/v1/games',
      headers: { ...organizer.headers, 'accept-language': 'en' },
      payload: {
        venue_id: venue.id,
        title: 'Bağlı meydançada oyun',
        starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        duration_minutes: 90,
        format: '7x7',
        kind: 'regular',
        price: 10,
      },
    });
    expect(published.statusCode).toBe(422);
    expect(published.json().code).toBe('venue_inactive');

    const activated = await call('POST', `/admin/venues/${venue.id}/activate`, { reason: 'Yeni müqavilə' });
    expect(activated.json<AdminVenue>().is_active).toBe(true);
  });

  it('cancelling the games refunds everyone who paid from the wallet exactly once, even when repeated', async () => {
    const venue = await createVenue(test.database.db);
    const first = await createGame(test.database.db, { venueId: venue.id });
    const second = await createGame(test.database.db, { venueId: venue.id });
    const past = await createGame(test.database.db, {
      venueId: venue.id,
      startsAt: new Date(Date.now() - 86_400_000),
    });
    const payer = await playerWithBalance(test.app, 5000);
    const cash = await playerWithBalance(test.app, 0);
    expect((await register(test.app, payer, first.id)).statusCode).toBe(201);
    expect((await register(test.app, payer, second.id)).statusCode).toBe(201);
    expect((await register(test.app, cash, first.id, { paymentMethod: 'cash' })).statusCode).toBe(201);

    const deactivate = () =>
      call('POST', `/admin/venues/${venue.id}/deactivate`, { upcoming_games: 'cancel', reason: 'Bağlanır' });
    const result = (await deactivate()).json<DeactivateVenueResult>();
    expect(result).toMatchObject({
      cancelled_games: 2,
      refunded_players: 2,
      venue: { is_active: false, upcoming_games: 0 },
    });
    const repeat = (await deactivate()).json<DeactivateVenueResult>();
    expect(repeat).toMatchObject({ cancelled_games: 0, refunded_players: 0 });

    const refunds = await test.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, payer.user.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds).toHaveLength(2);
    const statuses = await test.database.db
      .select({ id: games.id, status: games.status, by: games.cancelledBy })
      .from(games)
      .where(eq(games.venueId, venue.id));
    expect(statuses.find((row) => row.id === past.id)?.status).toBe('open');
    expect(
      statuses.filter((row) => row.status === 'cancelled').every((row) => row.by === admin.user.id),
    ).toBe(true);
  });
});
