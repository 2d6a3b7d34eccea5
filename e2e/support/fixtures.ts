import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';

export interface Player {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  tokens: { access_token: string; refresh_token: string };
  user: Record<string, unknown>;
}

export const PASSWORD = 'Xəzər-sahili-2026';

/** A unique address, so that every test has its own account and tests can run in parallel. */
export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.az`;
}

/** Registers a new player through the API. */
export async function createPlayer(
  request: APIRequestContext,
  overrides: { firstName?: string; lastName?: string; language?: 'az' | 'ru' | 'en' } = {},
): Promise<Player> {
  const email = uniqueEmail();
  const firstName = overrides.firstName ?? 'Nigar';
  const lastName = overrides.lastName ?? 'Əhmədova';
  const response = await request.post('/api/v1/auth/register', {
    data: {
      email,
      password: PASSWORD,
      first_name: firstName,
      last_name: lastName,
      language: overrides.language ?? 'az',
      accept_terms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as Pick<Player, 'tokens' | 'user'>;
  return { email, password: PASSWORD, firstName, lastName, ...body };
}

/**
 * Puts a session into `auth-storage` before the app starts, once per tab (a reload keeps the
 * tokens the app has rotated since).
 */
export async function signInThroughStorage(
  page: Page,
  player: Pick<Player, 'tokens' | 'user'>,
  session: { token?: string; refreshToken?: string } = {},
): Promise<void> {
  await page.addInitScript(
    (state) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
    },
    {
      user: player.user,
      token: session.token ?? player.tokens.access_token,
      refreshToken: session.refreshToken ?? player.tokens.refresh_token,
      isAuthenticated: true,
    },
  );
}

/** The session the app keeps in `auth-storage`, as stored. */
export async function storedSession(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('auth-storage');
    return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : null;
  });
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Whether this test runs in the 390 px project. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/**
 * The tests' `test`: no request ever leaves for telegram.org (the machine is offline and the
 * tests must not depend on it); a test that needs the widget serves a fake one over this.
 */
export const test = base.extend<{ offlineTelegram: void }>({
  offlineTelegram: [
    async ({ page }, use) => {
      await page.route(/^https:\/\/(oauth\.)?telegram\.org\//, (route) =>
        route.abort('internetdisconnected'),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
