import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { bearer, createPlayer, type Player } from './fixtures';
import { demoLogin } from './games';

/** A new account an admin appoints as a referee, with a session opened after the appointment. */
export async function appointedReferee(request: APIRequestContext, lastName: string): Promise<Player> {
  const referee = await createPlayer(request, { firstName: 'Tural', lastName });
  const admin = await demoLogin(request, 'admin@demo.az');
  const patch = await request.patch(`/api/v1/users/${String(referee.user['id'])}`, {
    headers: bearer(admin),
    data: { role: 'referee', reason: 'e2e: a referee for the games' },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  const me = await request.get('/api/v1/auth/me', { headers: bearer(referee) });
  return { ...referee, user: (await me.json()) as Record<string, unknown> };
}

/** Letters only (names take no digits): a random tail that tells this run's people apart. */
export function letterTail(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}
