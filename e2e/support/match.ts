import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { bearer, type Player } from './fixtures';

/**
 * An organizer's 5×5 game that kicks off `seconds` from now: the API refuses games in the past and
 * results before kick-off, so a test books it now and `kickOffGame` then moves it back (decision 57).
 */
export async function createGameStartingSoon(
  request: APIRequestContext,
  organizer: Pick<Player, 'tokens'>,
  options: { title: string; seconds: number; hasReferee?: boolean },
): Promise<{ id: string; startsAt: Date }> {
  const venues = await request.get('/api/v1/venues?page_size=20');
  expect(venues.status()).toBe(200);
  const venueIds = ((await venues.json()) as { items: { id: number }[] }).items.map((venue) => venue.id);
  const startsAt = new Date(Date.now() + options.seconds * 1000);
  // A venue whose pitches are all taken then answers 409: the next one is tried.
  let answer = null;
  for (const venueId of venueIds) {
    answer = await request.post('/api/v1/games', {
      headers: bearer(organizer),
      data: {
        venue_id: venueId,
        title: options.title,
        starts_at: startsAt.toISOString(),
        duration_minutes: 60,
        format: '5x5',
        kind: 'regular',
        price: 10,
        has_referee: options.hasReferee ?? false,
      },
    });
    if (answer.status() !== 409) break;
  }
  if (!answer) throw new Error('no venue listed');
  expect(answer.status(), await answer.text()).toBe(201);
  const id = ((await answer.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  return { id, startsAt };
}

/** A confirmed place paid in cash at the venue. */
export async function bookWithCash(
  request: APIRequestContext,
  player: Player,
  gameId: string,
): Promise<void> {
  const answer = await request.post(`/api/v1/games/${gameId}/registrations`, {
    headers: { ...bearer(player), 'idempotency-key': `e2e-match-${gameId}-${player.email}` },
    data: { payment_method: 'cash' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/**
 * The test server's fixture (decision 57): the game moves back so that it kicked off a minute ago,
 * and its result and the referee's marks may be recorded at once.
 */
export async function kickOffGame(request: APIRequestContext, gameId: string): Promise<void> {
  const answer = await request.post(`/api/v1/dev/fixtures/games/${gameId}/kick-off`);
  expect(answer.status(), await answer.text()).toBe(200);
}
