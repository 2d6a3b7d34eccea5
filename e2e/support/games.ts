import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { GameListResponse, GameSummary } from '@oyna/shared';
import type { Player } from './fixtures';

const DEMO_PASSWORD = 'Demo12345!';

/** Signs a demo login in through the API: its tokens and user, as `signInThroughStorage` takes them. */
export async function demoLogin(
  request: APIRequestContext,
  email: 'player@demo.az' | 'organizer@demo.az' | 'admin@demo.az',
): Promise<Pick<Player, 'tokens' | 'user'>> {
  const login = await request.post('/api/v1/auth/login/json', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const tokens = (await login.json()) as Player['tokens'];
  const me = await request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return { tokens, user: (await me.json()) as Record<string, unknown> };
}

/** Puts money on a player's wallet: an administrator's adjustment, as support would do it. */
export async function fundWallet(request: APIRequestContext, player: Pick<Player, 'user'>, amount: number) {
  const admin = await demoLogin(request, 'admin@demo.az');
  const answer = await request.post(`/api/v1/admin/users/${String(player.user['id'])}/adjustments`, {
    headers: { authorization: `Bearer ${admin.tokens.access_token}` },
    data: { amount, reason: 'e2e: money to book games with' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The wallet balance the API reports for a player, in manat. */
export async function balanceOf(request: APIRequestContext, player: Pick<Player, 'tokens'>): Promise<number> {
  const me = await request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${player.tokens.access_token}` },
  });
  return ((await me.json()) as { balance: number }).balance;
}

/**
 * An open game from the demo data that any new player can book right now: registration has opened,
 * it has no level range (a new player's level could fall outside one), it costs at most `maxPrice`
 * and it has more than `minPlacesLeft` free places. The demo data is generated around the day it is
 * seeded, so a test that took "the first open game" could meet a different game on a different day.
 */
export async function openGameAnyoneCanBook(
  request: APIRequestContext,
  options: { maxPrice: number; minPlacesLeft: number; fromDay?: string },
): Promise<GameSummary> {
  const from = options.fromDay ? `&date_from=${options.fromDay}` : '';
  const listing = await request.get(`/api/v1/games?status=open&page_size=100${from}`);
  expect(listing.status(), await listing.text()).toBe(200);
  const now = Date.now();
  const game = ((await listing.json()) as GameListResponse).items.find(
    (item) =>
      item.places_left > options.minPlacesLeft &&
      item.price <= options.maxPrice &&
      item.min_level === null &&
      item.max_level === null &&
      new Date(item.registration_opens_at).getTime() < now &&
      new Date(item.starts_at).getTime() > now + 3_600_000,
  );
  expect(game, 'the demo data has an open game any new player can book').toBeTruthy();
  return game as GameSummary;
}

/** `YYYY-MM-DD` of the Baku day `days` from now. */
export function bakuDayFromNow(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function chooseOption(page: Page, selectTestId: string, optionName: string | RegExp) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: optionName }).click();
}

/** "5 yer qalıb" -> 5; "Dolu" -> 0. */
export async function placesLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('game-places-left').textContent()) ?? '';
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : 0;
}

/** How places left reads in Azerbaijani. */
export function placesLeftText(count: number): RegExp {
  return count > 0 ? new RegExp(`^${count} yer qalıb$`) : /^Dolu/;
}
