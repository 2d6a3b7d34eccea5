import type { GameResult } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults, playerOfMatchVotes } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { type SignedIn, signedInUser } from '../games/testing/game-fixtures.js';
import {
  type PlayedGame,
  playedGame,
  postResult,
  readResult,
  resultBody,
  vote,
} from './testing/result-fixtures.js';

describe.each(testDrivers())('the player-of-the-match vote on %s', (driver) => {
  let test: TestApp;
  let organizer: SignedIn;
  beforeAll(async () => {
    test = await createTestApp({ driver });
    organizer = await signedInUser(test.app, { role: 'organizer' });
  });
  afterAll(() => test.close());

  /** Six players, the last one a no-show, the organizer's pick the first. */
  async function recordedGame(): Promise<PlayedGame> {
    const played = await playedGame(test.app, { organizer, count: 6 });
    const response = await postResult(
      test.app,
      organizer,
      played.game.id,
      resultBody(played.players, [2, 1], { lines: { 5: { attended: false } }, pick: played.players[0] }),
    );
    expect(response.statusCode).toBe(200);
    return played;
  }
  const player = (played: PlayedGame, index: number) => played.players[index] as SignedIn;

  it('counts an attendee’s vote once and shows it: my vote, votes per player, the total', async () => {
    const played = await recordedGame();
    const voter = player(played, 1);
    const before = await readResult(test.app, voter, played.game.id);
    expect(before.vote).toMatchObject({ open: true, can_vote: true, my_vote_id: null, total_votes: 0 });

    const response = await vote(test.app, voter, played.game.id, player(played, 3));
    expect(response.statusCode).toBe(200);
    const after = response.json<GameResult>();
    expect(after.vote).toMatchObject({
      can_vote: false,
      my_vote_id: player(played, 3).user.id,
      total_votes: 1,
    });
    expect(after.players.find((line) => line.id === player(played, 3).user.id)?.votes).toBe(1);
    expect(after.player_of_match_id).toBe(player(played, 3).user.id);

    const again = await vote(test.app, voter, played.game.id, player(played, 2));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('vote_already_cast');
  });

  it('refuses a vote from a no-show or an outsider, for oneself, and for a no-show', async () => {
    const played = await recordedGame();
    const outsider = await signedInUser(test.app);
    const refused = async (who: SignedIn, candidate: SignedIn, status: number, code: string) => {
      const response = await vote(test.app, who, played.game.id, candidate);
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    };
    await refused(player(played, 5), player(played, 1), 403, 'vote_not_attended');
    await refused(outsider, player(played, 1), 403, 'vote_not_attended');
    await refused(player(played, 1), player(played, 1), 422, 'vote_for_self');
    await refused(player(played, 1), player(played, 5), 422, 'vote_candidate_invalid');
    await refused(player(played, 1), outsider, 422, 'vote_candidate_invalid');
    expect(
      await test.database.db
        .select()
        .from(playerOfMatchVotes)
        .where(eq(playerOfMatchVotes.gameId, played.game.id)),
    ).toEqual([]);
    expect((await readResult(test.app, outsider, played.game.id)).vote.can_vote).toBe(false);
  });

  it('closes 24 hours after the result was first recorded', async () => {
    const played = await recordedGame();
    await test.database.db
      .update(gameResults)
      .set({ recordedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) })
      .where(eq(gameResults.gameId, played.game.id));
    const response = await vote(test.app, player(played, 1), played.game.id, player(played, 2));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('vote_closed');
    expect((await readResult(test.app, player(played, 1), played.game.id)).vote).toMatchObject({
      open: false,
      can_vote: false,
    });
  });

  it('gives a tie for the top to the organizer’s pick, and the most votes beat the pick', async () => {
    const played = await recordedGame();
    await vote(test.app, player(played, 1), played.game.id, player(played, 2));
    const tied = (
      await vote(test.app, player(played, 2), played.game.id, player(played, 0))
    ).json<GameResult>();
    expect(tied.player_of_match_id).toBe(player(played, 0).user.id);
    const ahead = (
      await vote(test.app, player(played, 3), played.game.id, player(played, 2))
    ).json<GameResult>();
    expect(ahead.player_of_match_id).toBe(player(played, 2).user.id);
  });

  it('a correction drops the votes of and for a player now marked a no-show', async () => {
    const played = await recordedGame();
    await vote(test.app, player(played, 1), played.game.id, player(played, 2));
    await vote(test.app, player(played, 2), played.game.id, player(played, 3));
    await vote(test.app, player(played, 4), played.game.id, player(played, 3));
    const corrected = await postResult(
      test.app,
      organizer,
      played.game.id,
      resultBody(played.players, [2, 1], { lines: { 2: { attended: false }, 5: { attended: false } } }),
    );
    expect(corrected.statusCode).toBe(200);
    const result = corrected.json<GameResult>();
    expect(result.vote.total_votes).toBe(1);
    expect(result.player_of_match_id).toBe(player(played, 3).user.id);
  });

  it('two votes of one player at the same moment count once: one answer is 409', async () => {
    const played = await recordedGame();
    const [first, second] = await Promise.all([
      vote(test.app, player(played, 1), played.game.id, player(played, 2)),
      vote(test.app, player(played, 1), played.game.id, player(played, 3)),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const votes = await test.database.db
      .select()
      .from(playerOfMatchVotes)
      .where(eq(playerOfMatchVotes.gameId, played.game.id));
    expect(votes).toHaveLength(1);
  });

  it('answers 404 for a game without a result, and needs a signed-in user', async () => {
    const played = await playedGame(test.app, { organizer, count: 2 });
    const missing = await test.app.inject({
      method: 'GET',
      url: `/api/v1/games/${played.game.id}/result`,
      headers: player(played, 0).headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('result_not_recorded');
    const anonymous = await test.app.inject({ method: 'GET', url: `/api/v1/games/${played.game.id}/result` });
    expect(anonymous.statusCode).toBe(401);
    const early = await vote(test.app, player(played, 0), played.game.id, player(played, 1));
    expect(early.statusCode).toBe(404);
  });
});
