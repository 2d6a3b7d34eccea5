import { ERROR_CATALOGUE, type FitnessSummary, type StravaConnection } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stravaAuthorizationStates, stravaConnections, users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type FakeStrava, startFakeStrava } from './testing/fake-strava.js';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK_URL = `${PUBLIC_URL}/integrations/strava/callback`;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe.each(testDrivers())('connecting Strava against a fake Strava on loopback on %s', (driver) => {
  let strava: FakeStrava;
  let test: TestApp;
  let athleteCounter = 5000;

  beforeAll(async () => {
    strava = await startFakeStrava();
    test = await createTestApp({
      driver,
      env: {
        PUBLIC_URL,
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_BASE_URL: strava.url,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await strava.close();
  });
  beforeEach(() => {
    strava.setTokenLifetime(6 * 60 * 60);
  });

  async function newPlayer() {
    const account = await registerThroughApi(test.app);
    athleteCounter += 1;
    return { id: account.user.id, headers: bearer(account.tokens.access_token), athleteId: athleteCounter };
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  const authorize = (player: Player, returnTo = '/settings') =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/integrations/strava/authorize?return_to=${encodeURIComponent(returnTo)}`,
      headers: player.headers,
    });
  const callback = (player: Player, body: Record<string, string>, language = 'en') =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/integrations/strava/callback',
      headers: { ...player.headers, 'accept-language': language },
      payload: body,
    });
  const connection = async (player: Player) =>
    (
      await test.app.inject({ method: 'GET', url: '/api/v1/integrations/strava', headers: player.headers })
    ).json<StravaConnection>();
  const summary = (player: Player) =>
    test.app.inject({ method: 'GET', url: '/api/v1/integrations/strava/summary', headers: player.headers });
  const storedTokens = (player: Player) =>
    test.database.db.select().from(stravaConnections).where(eq(stravaConnections.userId, player.id));
  const profileState = async (player: Player) =>
    (await test.database.db.select().from(users).where(eq(users.id, player.id)))[0]?.fitnessConnection;

  /** Our authorize endpoint, then Strava's page: what Strava sends back to the callback page. */
  async function throughStrava(player: Player, choice: { scope?: string; deny?: boolean } = {}) {
    const start = await authorize(player);
    expect(start.statusCode).toBe(200);
    strava.signInAs(player.athleteId, choice);
    return Object.fromEntries(await strava.authorize(start.json<{ auth_url: string }>().auth_url));
  }

  async function connected(player: Player) {
    const answer = await callback(player, await throughStrava(player));
    expect(answer.statusCode).toBe(200);
    return player;
  }

  it('sends the browser to Strava with a state and makes the connection connecting', async () => {
    const player = await newPlayer();
    const response = await authorize(player, '/onboarding?step=6');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ auth_url: string }>().auth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${strava.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: strava.clientId,
      redirect_uri: CALLBACK_URL,
      response_type: 'code',
      scope: 'activity:read',
      approval_prompt: 'auto',
    });
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await test.database.db
      .select()
      .from(stravaAuthorizationStates)
      .where(eq(stravaAuthorizationStates.state, state));
    expect(stored).toMatchObject({ userId: player.id, returnTo: '/onboarding?step=6' });
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(await connection(player)).toEqual({ enabled: true, state: 'connecting', connected_at: null });
    expect(await profileState(player)).toBe('connecting');
  });

  it('refuses a return path that leaves the web app', async () => {
    const player = await newPlayer();
    expect((await authorize(player, '//evil.example/x')).statusCode).toBe(400);
    expect((await authorize(player, 'https://evil.example')).statusCode).toBe(400);
  });

  it('connects on a good callback: tokens and athlete stored, state connected, back where the player started', async () => {
    const player = await newPlayer();
    const query = await throughStrava(player);
    const response = await callback(player, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: 'connected', return_to: '/settings' });
    expect(response.body).not.toMatch(/access_token|refresh_token/);
    const [row] = await storedTokens(player);
    expect(row).toMatchObject({ athleteId: player.athleteId, scope: 'read,activity:read' });
    expect(strava.liveAccessTokens()).toContain(row!.accessToken);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const token = strava.requests.findLast((request) => request.path === '/oauth/token');
    expect(token?.form).toMatchObject({
      client_id: strava.clientId,
      client_secret: strava.clientSecret,
      code: query['code'],
      grant_type: 'authorization_code',
    });
    const status = await connection(player);
    expect(status.state).toBe('connected');
    expect(status.connected_at).not.toBeNull();
    expect(JSON.stringify(status)).not.toContain(row!.accessToken);
    expect(await profileState(player)).toBe('connected');
  });

  it('refuses a wrong, reused or expired state and changes nothing', async () => {
    const player = await newPlayer();
    const query = await throughStrava(player);

    const wrong = await callback(player, { ...query, state: 'not-a-state-we-gave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'strava_state_invalid',
      detail: ERROR_CATALOGUE.strava_state_invalid.en,
    });
    expect(await storedTokens(player)).toEqual([]);
    expect(await profileState(player)).toBe('connecting');

    expect((await callback(player, query)).statusCode).toBe(200);
    const tokensAfterFirst = await storedTokens(player);
    const reused = await callback(player, query, 'az');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe(ERROR_CATALOGUE.strava_state_invalid.az);
    expect(await storedTokens(player)).toEqual(tokensAfterFirst);

    const late = await newPlayer();
    const lateQuery = await throughStrava(late);
    await test.database.db
      .update(stravaAuthorizationStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stravaAuthorizationStates.state, lateQuery['state'] ?? ''));
    const expired = await callback(late, lateQuery);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('strava_state_invalid');
    expect(await storedTokens(late)).toEqual([]);
    expect((await connection(late)).state).toBe('not_connected');
  });

  it('does not let another player use my state, which stays mine to finish', async () => {
    const me = await newPlayer();
    const intruder = await newPlayer();
    const query = await throughStrava(me);
    const stolen = await callback(intruder, query);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('strava_state_invalid');
    expect(await storedTokens(intruder)).toEqual([]);
    expect(await profileState(intruder)).toBe('not_connected');
    expect((await callback(me, query)).statusCode).toBe(200);
  });

  it('goes back to not connected when the player declines on Strava or withholds activity access', async () => {
    const player = await newPlayer();
    const declined = await callback(player, await throughStrava(player, { deny: true }));
    expect(declined.statusCode).toBe(422);
    expect(declined.json().code).toBe('strava_access_denied');
    expect((await connection(player)).state).toBe('not_connected');

    const narrow = await callback(player, await throughStrava(player, { scope: 'read' }));
    expect(narrow.statusCode).toBe(422);
    expect(await storedTokens(player)).toEqual([]);
    expect((await connection(player)).state).toBe('not_connected');
  });

  it('refuses a code Strava does not accept', async () => {
    const player = await newPlayer();
    const query = await throughStrava(player);
    const response = await callback(player, { ...query, code: 'forged-code' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('strava_authorization_failed');
    expect((await connection(player)).state).toBe('not_connected');
  });

  it("totals the last four weeks' activities: km to one decimal, sessions and moving time", async () => {
    const player = await connected(await newPlayer());
    strava.setActivities(player.athleteId, [
      { name: 'Futsal', distance: 5234.5, moving_time: 3600, start_date: daysAgo(2) },
      { name: 'Run', distance: 10012, moving_time: 3000, start_date: daysAgo(20) },
      { name: 'Walk', distance: 0, moving_time: 600, start_date: daysAgo(27) },
      { name: 'Too old', distance: 42195, moving_time: 14000, start_date: daysAgo(29) },
    ]);
    const response = await summary(player);
    expect(response.statusCode).toBe(200);
    const body = response.json<FitnessSummary>();
    expect(body).toMatchObject({ distance_km: 15.2, sessions: 3, moving_time_seconds: 7200 });
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(28 * DAY);
    const listed = strava.requests.findLast((request) => request.path === '/api/v3/athlete/activities');
    expect(listed?.authorization).toMatch(/^Bearer /);
  });

  it('pages through more than a hundred activities', async () => {
    const player = await connected(await newPlayer());
    strava.setActivities(
      player.athleteId,
      Array.from({ length: 130 }, () => ({
        name: 'Rondo',
        distance: 1000,
        moving_time: 60,
        start_date: daysAgo(1),
      })),
    );
    expect((await summary(player)).json()).toMatchObject({ distance_km: 130, sessions: 130 });
  });

  it('refreshes an expired access token before the summary and keeps the new tokens', async () => {
    strava.setTokenLifetime(-60);
    const player = await connected(await newPlayer());
    strava.setTokenLifetime(6 * 60 * 60);
    const [before] = await storedTokens(player);
    strava.setActivities(player.athleteId, [
      { name: 'Match', distance: 7000, moving_time: 5400, start_date: daysAgo(3) },
    ]);
    const response = await summary(player);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ distance_km: 7, sessions: 1 });
    const refresh = strava.requests.findLast((request) => request.form['grant_type'] === 'refresh_token');
    expect(refresh?.form).toMatchObject({
      refresh_token: before!.refreshToken,
      client_id: strava.clientId,
      client_secret: strava.clientSecret,
    });
    const [after] = await storedTokens(player);
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.refreshToken).not.toBe(before!.refreshToken);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('asks to connect again when Strava no longer honours the refresh token', async () => {
    strava.setTokenLifetime(-60);
    const player = await connected(await newPlayer());
    strava.revokeRefreshTokens();
    const response = await summary(player);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('strava_reconnect_needed');
    expect(await storedTokens(player)).toEqual([]);
    expect((await connection(player)).state).toBe('not_connected');
  });

  it('disconnects: deauthorizes at Strava with the access token and forgets the tokens', async () => {
    const player = await connected(await newPlayer());
    const [row] = await storedTokens(player);
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/integrations/strava',
      headers: player.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: true, state: 'not_connected', connected_at: null });
    const deauthorize = strava.requests.findLast((request) => request.path === '/oauth/deauthorize');
    expect(deauthorize?.form['access_token']).toBe(row!.accessToken);
    expect(strava.liveAccessTokens()).not.toContain(row!.accessToken);
    expect(await storedTokens(player)).toEqual([]);
    expect(await profileState(player)).toBe('not_connected');
    const after = await summary(player);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('strava_not_connected');
  });

  it('lets the profile form no longer set the fitness connection', async () => {
    const player = await newPlayer();
    const response = await test.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/profile',
      headers: player.headers,
      payload: { fitness_connection: 'connected', data_processing_consent: true },
    });
    expect(response.statusCode).toBe(200);
    expect(await profileState(player)).toBe('not_connected');
  });

  it('needs a signed-in player', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/integrations/strava/authorize' });
    expect(response.statusCode).toBe(401);
  });

  it('says Strava is available', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/integrations' });
    expect(response.json()).toEqual({ strava: { enabled: true } });
  });
});

describe.each(testDrivers())('Strava left unconfigured on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  it('says Strava is disabled and refuses to start connecting', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/integrations' })).json()).toEqual({
      strava: { enabled: false },
    });
    const account = await registerThroughApi(test.app);
    const headers = { ...bearer(account.tokens.access_token), 'accept-language': 'ru' };
    const status = await test.app.inject({ method: 'GET', url: '/api/v1/integrations/strava', headers });
    expect(status.json()).toEqual({ enabled: false, state: 'not_connected', connected_at: null });
    const start = await test.app.inject({
      method: 'GET',
      url: '/api/v1/integrations/strava/authorize',
      headers,
    });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toMatchObject({
      code: 'integration_not_configured',
      detail: ERROR_CATALOGUE.integration_not_configured.ru,
    });
  });
});
