import type { VenueListResponse } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';

describe.each(testDrivers())('the venue directory on %s', (driver) => {
  let test: TestApp;
  let gencklikId: number;

  beforeAll(async () => {
    test = await createTestApp({ driver });
    const db = test.database.db;
    gencklikId = (
      await createVenue(db, {
        name: 'Gənclik Futbol Mərkəzi',
        district: 'narimanov',
        address: 'Fətəli xan Xoyski küçəsi 12',
        type: 'indoor',
        amenities: ['showers', 'parking'],
      })
    ).id;
    await createVenue(db, {
      name: 'Nəsimi Arena',
      district: 'nasimi',
      address: 'Azadlıq prospekti 40',
      type: 'outdoor',
    });
    await createVenue(db, {
      name: 'Bayıl Mini-Futbol',
      district: 'sabail',
      address: 'Bayıl qəsəbəsi',
      type: 'futsal',
    });
    await createVenue(db, {
      name: 'Yasamal 100%_Sport',
      district: 'yasamal',
      address: 'Şərifzadə küçəsi 5',
      type: 'futsal',
    });
    for (let i = 0; i < 21; i += 1) {
      await createVenue(db, {
        name: `Xətai Meydança ${String(i).padStart(2, '0')}`,
        district: 'khatai',
        type: 'outdoor',
      });
    }
  });
  afterAll(() => test.close());

  async function list(query: string) {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/venues${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<VenueListResponse>();
  }

  it('lists venues by name, 20 to a page by default, with the total', async () => {
    const page = await list('');
    expect(page.total).toBe(25);
    expect(page.items).toHaveLength(20);
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(20);
    const names = page.items.map((venue) => venue.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('pages through the list without overlap', async () => {
    const first = await list('?page=1&page_size=10');
    const third = await list('?page=3&page_size=10');
    expect(third.items).toHaveLength(5);
    const firstIds = new Set(first.items.map((venue) => venue.id));
    expect(third.items.some((venue) => firstIds.has(venue.id))).toBe(false);
  });

  it('still tells the total on a page past the end', async () => {
    const page = await list('?page=9&page_size=10');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(25);
  });

  it('finds a venue by name typed without Azerbaijani letters', async () => {
    const page = await list('?search=genclik');
    expect(page.items.map((venue) => venue.name)).toEqual(['Gənclik Futbol Mərkəzi']);
  });

  it('finds a venue by its street address, ignoring case', async () => {
    const page = await list(`?search=${encodeURIComponent('AZADLIQ')}`);
    expect(page.items.map((venue) => venue.name)).toContain('Nəsimi Arena');
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(`?search=${encodeURIComponent('100%_')}`)).items.map((v) => v.name)).toEqual([
      'Yasamal 100%_Sport',
    ]);
    expect((await list(`?search=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it('filters by type and by district, and both together', async () => {
    expect((await list('?type=futsal')).items.map((v) => v.name).sort()).toEqual([
      'Bayıl Mini-Futbol',
      'Yasamal 100%_Sport',
    ]);
    expect((await list('?district=khatai')).total).toBe(21);
    expect((await list('?district=khatai&type=indoor')).total).toBe(0);
    expect((await list('?district=narimanov&type=indoor&search=futbol')).items).toHaveLength(1);
  });

  it('ignores empty filter values as a form sends them', async () => {
    expect((await list('?search=&type=&district=')).total).toBe(25);
  });

  it('refuses an unknown type or district with 400 and the field named', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/venues?type=beach&district=paris',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['district', 'type']);
  });

  it('shows one venue with its maps link', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/venues/${gencklikId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: gencklikId,
      name: 'Gənclik Futbol Mərkəzi',
      district: 'narimanov',
      type: 'indoor',
      amenities: ['showers', 'parking'],
      maps_url: expect.stringContaining('40.390000,49.840000'),
    });
  });

  it('answers 404 venue_not_found for a venue that does not exist, and 400 for a bad id', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/api/v1/venues/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('venue_not_found');
    const bad = await test.app.inject({ method: 'GET', url: '/api/v1/venues/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});
