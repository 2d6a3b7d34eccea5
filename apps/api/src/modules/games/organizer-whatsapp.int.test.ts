import type { GameDetail, PrivacySettings } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from './testing/game-fixtures.js';

/** docs/decisions/0087-sharing-to-chats.md: "Write to the organizer on WhatsApp" and who gets the number. */
describe.each(testDrivers())('the organizer’s WhatsApp number on a game on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const organizerWith = (phone: string | null) => signedInUser(test.app, { role: 'organizer', phone });
  const allow = (organizer: SignedIn, whatsappContact: boolean) =>
    test.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/settings/privacy',
      headers: organizer.headers,
      payload: { profile_visibility: 'public', show_on_leaderboard: true, whatsapp_contact: whatsappContact },
    });
  const organizerSeenBy = async (gameId: string, viewer: SignedIn | null) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games/${gameId}`,
      headers: viewer?.headers ?? {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<GameDetail>().organizer;
  };

  it('a signed-in player sees the number of an organizer who allows it, in E.164', async () => {
    const organizer = await organizerWith('050 123 45 67');
    expect((await allow(organizer, true)).json<PrivacySettings>().whatsapp_contact).toBe(true);
    const game = await createGame(test.app.db, { organizerId: organizer.user.id });
    const player = await signedInUser(test.app);
    expect((await organizerSeenBy(game.id, player)).whatsapp_phone).toBe('+994501234567');
  });

  it('a visitor never gets the number, even when the organizer allows it', async () => {
    const organizer = await organizerWith('+994557654321');
    await allow(organizer, true);
    const game = await createGame(test.app.db, { organizerId: organizer.user.id });
    const seen = await organizerSeenBy(game.id, null);
    expect(seen.whatsapp_phone).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('557654321');
  });

  it('is off by default, and off again when the organizer switches it off', async () => {
    const organizer = await organizerWith('+994557654321');
    const game = await createGame(test.app.db, { organizerId: organizer.user.id });
    const player = await signedInUser(test.app);
    expect((await organizerSeenBy(game.id, player)).whatsapp_phone).toBeNull();
    await allow(organizer, true);
    expect((await organizerSeenBy(game.id, player)).whatsapp_phone).toBe('+994557654321');
    await allow(organizer, false);
    const seen = await organizerSeenBy(game.id, player);
    expect(seen.whatsapp_phone).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('557654321');
  });

  it('an organizer without a mobile number has no chat to offer: none, or a fixed line', async () => {
    const player = await signedInUser(test.app);
    for (const phone of [null, '(012) 555-12-34']) {
      const organizer = await organizerWith(phone);
      await allow(organizer, true);
      const game = await createGame(test.app.db, { organizerId: organizer.user.id });
      expect((await organizerSeenBy(game.id, player)).whatsapp_phone).toBeNull();
    }
  });

  it('a client that leaves the setting out of the privacy settings does not change it', async () => {
    const organizer = await organizerWith('+994501112233');
    await allow(organizer, true);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/settings/privacy',
      headers: organizer.headers,
      payload: { profile_visibility: 'private', show_on_leaderboard: true },
    });
    expect(response.json<PrivacySettings>()).toEqual({
      profile_visibility: 'private',
      show_on_leaderboard: true,
      whatsapp_contact: true,
    });
  });
});
