import type { PrivacySettings, PublicUserProfile, UserProfile } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';

describe.each(testDrivers())('privacy settings on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const url = '/api/v1/users/me/settings/privacy';
  const read = (player: SignedIn) =>
    test.app.inject({ method: 'GET', url, headers: { ...player.headers, 'accept-language': 'en' } });
  const write = (player: SignedIn, payload: unknown) =>
    test.app.inject({
      method: 'PUT',
      url,
      headers: { ...player.headers, 'accept-language': 'en' },
      payload: payload as object,
    });
  const stored = async (userId: string) => {
    const [row] = await test.app.db
      .select({ visibility: users.profileVisibility, shown: users.showOnLeaderboard })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };

  it('a new player is public and shown on the leaderboard', async () => {
    const player = await signedInUser(test.app);
    const response = await read(player);
    expect(response.statusCode).toBe(200);
    expect(response.json<PrivacySettings>()).toEqual({
      profile_visibility: 'public',
      show_on_leaderboard: true,
      whatsapp_contact: false,
    });
  });

  it('a player makes their profile private and leaves the leaderboard, and reads it back', async () => {
    const player = await signedInUser(test.app);
    const settings = { profile_visibility: 'private', show_on_leaderboard: false, whatsapp_contact: true };
    const response = await write(player, settings);
    expect(response.statusCode).toBe(200);
    expect(response.json<PrivacySettings>()).toEqual(settings);
    expect((await read(player)).json<PrivacySettings>()).toEqual(settings);
    expect(await stored(player.user.id)).toEqual({ visibility: 'private', shown: false });
  });

  it.each([
    ['an unknown visibility', { profile_visibility: 'friends', show_on_leaderboard: true }],
    ['a string for the leaderboard switch', { profile_visibility: 'private', show_on_leaderboard: 'no' }],
    ['a missing field', { profile_visibility: 'private' }],
    [
      'a string for the WhatsApp switch',
      { profile_visibility: 'private', show_on_leaderboard: true, whatsapp_contact: 'yes' },
    ],
  ])('%s is a 400 with the field named, and nothing changes', async (_, payload) => {
    const player = await signedInUser(test.app);
    const response = await write(player, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields).length).toBeGreaterThan(0);
    expect(await stored(player.user.id)).toEqual({ visibility: 'public', shown: true });
  });

  it("changes only the caller's own settings: another player's stay as they were", async () => {
    const player = await signedInUser(test.app);
    const other = await signedInUser(test.app);
    await write(player, { profile_visibility: 'private', show_on_leaderboard: false });
    expect(await stored(other.user.id)).toEqual({ visibility: 'public', shown: true });
    expect((await read(other)).json<PrivacySettings>().profile_visibility).toBe('public');
  });

  it('needs a signed-in player', async () => {
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await test.app.inject({
      method: 'PUT',
      url,
      payload: { profile_visibility: 'private', show_on_leaderboard: false },
    });
    expect(response.statusCode).toBe(401);
  });

  describe('GET /users/{id}', () => {
    const profileOf = (viewer: SignedIn, userId: string) =>
      test.app.inject({ method: 'GET', url: `/api/v1/users/${userId}`, headers: viewer.headers });
    const footballer = {
      firstName: 'Nigar',
      lastName: 'Hüseynova',
      photoUrl: '/uploads/photos/nigar.jpg',
      primaryPosition: 'striker' as const,
      jerseyNumber: 9,
      preferredFoot: 'left' as const,
      skills: { speed: 8, vision: 6 },
      phone: '+994501234567',
      birthDate: '2000-05-01',
    };

    it('shows a public player with their football details, and never contact or personal data', async () => {
      const owner = await signedInUser(test.app, footballer);
      const other = await signedInUser(test.app);
      const response = await profileOf(other, owner.user.id);
      expect(response.statusCode).toBe(200);
      const profile = response.json<PublicUserProfile>();
      expect(profile).toMatchObject({
        id: owner.user.id,
        full_name: 'Nigar Hüseynova',
        photo_url: '/uploads/photos/nigar.jpg',
        profile_visibility: 'public',
        details: {
          primary_position: 'striker',
          jersey_number: 9,
          preferred_foot: 'left',
          skills: { speed: 8, vision: 6 },
        },
      });
      expect(response.body).not.toContain(owner.user.email ?? '@');
      expect(response.body).not.toContain('994501234567');
      expect(response.body).not.toContain('2000-05-01');
    });

    it('a private profile shows others only the id, names and photo; the player and admins see the details', async () => {
      const owner = await signedInUser(test.app, { ...footballer, profileVisibility: 'private' });
      const other = await signedInUser(test.app);
      const admin = await signedInUser(test.app, { role: 'admin' });
      const seen = (await profileOf(other, owner.user.id)).json<PublicUserProfile>();
      expect(seen).toEqual({
        id: owner.user.id,
        first_name: 'Nigar',
        last_name: 'Hüseynova',
        full_name: 'Nigar Hüseynova',
        photo_url: '/uploads/photos/nigar.jpg',
        profile_visibility: 'private',
        details: null,
      });
      for (const viewer of [owner, admin]) {
        const full = (await profileOf(viewer, owner.user.id)).json<PublicUserProfile>();
        expect(full.details).toMatchObject({ primary_position: 'striker', jersey_number: 9 });
      }
    });

    it('an unknown player is 404, a bad id 400, no session 401; /users/me is still the own profile', async () => {
      const viewer = await signedInUser(test.app);
      expect((await profileOf(viewer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await profileOf(viewer, 'someone')).statusCode).toBe(400);
      expect(
        (await test.app.inject({ method: 'GET', url: `/api/v1/users/${viewer.user.id}` })).statusCode,
      ).toBe(401);
      const me = await test.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: viewer.headers });
      expect(me.json<UserProfile>().email).toBe(viewer.user.email);
    });
  });
});
