import type { GameDetail, TeamDetail, TeamMembersResponse } from '@oyna/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameGuests, gameRegistrations } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { createPlayedGame } from '../ratings/testing/rating-fixtures.js';
import { call, createTeamThroughApi, memberOf } from '../teams/testing/team-fixtures.js';
import { signedInUser } from './testing/game-fixtures.js';

/**
 * A "Yalnız mən" (private) player on pages a visitor opens signed out (docs/decisions/0052): the
 * first name and the surname's initial, no photo, through `playerForViewer`; full to anyone signed in.
 */
describe.each(testDrivers())('a private player’s name on public pages, on %s', (driver) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(() => test.close());

  const asVisitor = (url: string) =>
    test.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en' } });

  const privateProfile = {
    firstName: 'Nigar',
    lastName: 'Əliyeva',
    photoUrl: '/uploads/photos/nigar.jpg',
    profileVisibility: 'private' as const,
  };

  it('the public game page shows a private player to a visitor by first name and initial, without the photo', async () => {
    const hidden = await signedInUser(test.app, privateProfile);
    const open = await signedInUser(test.app, { firstName: 'Rəşad', lastName: 'Quliyev' });
    const game = await createPlayedGame(test.app.db, {
      scores: [2, 1],
      lines: [
        { user: hidden.user, side: 0, goals: 2 },
        { user: open.user, side: 1, goals: 1 },
      ],
    });
    const [booking] = await test.app.db
      .select({ id: gameRegistrations.id })
      .from(gameRegistrations)
      .where(and(eq(gameRegistrations.gameId, game.id), eq(gameRegistrations.userId, hidden.user.id)));
    await test.app.db.insert(gameGuests).values({
      gameId: game.id,
      registrationId: booking!.id,
      bookerId: hidden.user.id,
      name: 'Elvin',
      priceQepik: 1000,
      status: 'confirmed',
    });

    const visitor = (await asVisitor(`/games/${game.id}`)).json<GameDetail>();
    expect(visitor.players.find((player) => player.id === hidden.user.id)).toMatchObject({
      first_name: 'Nigar',
      last_name: 'Ə.',
      photo_url: null,
    });
    expect(visitor.players.find((player) => player.id === open.user.id)).toMatchObject({
      first_name: 'Rəşad',
      last_name: 'Quliyev',
    });
    expect(visitor.guests[0]?.booker).toMatchObject({
      first_name: 'Nigar',
      last_name: 'Ə.',
      photo_url: null,
    });
    expect(JSON.stringify(visitor)).not.toContain('Əliyeva');

    const stranger = await signedInUser(test.app);
    const signedIn = (await call(test.app, stranger, 'GET', `/games/${game.id}`)).json<GameDetail>();
    expect(signedIn.players.find((player) => player.id === hidden.user.id)).toMatchObject({
      last_name: 'Əliyeva',
      photo_url: '/uploads/photos/nigar.jpg',
    });
  });

  it('a public team’s page shows a private member and a private captain to a visitor by first name and initial', async () => {
    const captain = await signedInUser(test.app, {
      ...privateProfile,
      firstName: 'Aysel',
      lastName: 'Məmmədova',
    });
    const { team } = await createTeamThroughApi(test.app, { captain });
    const hidden = await memberOf(test.app, team, captain, privateProfile);

    const detail = (await asVisitor(`/teams/${team.id}`)).json<TeamDetail>();
    expect(detail.captain).toMatchObject({ first_name: 'Aysel', last_name: 'M.', photo_url: null });
    const members = (await asVisitor(`/teams/${team.id}/members`)).json<TeamMembersResponse>();
    expect(members.items.find((item) => item.player.id === hidden.user.id)?.player).toMatchObject({
      first_name: 'Nigar',
      last_name: 'Ə.',
      photo_url: null,
    });

    const stranger = await signedInUser(test.app);
    const seen = (await call(test.app, stranger, 'GET', `/teams/${team.id}`)).json<TeamDetail>();
    expect(seen.captain).toMatchObject({ last_name: 'Məmmədova' });
  });
});
