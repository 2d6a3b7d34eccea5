import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test as base } from '@playwright/test';
import { emailsTo } from './mailbox';

export interface Player {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  tokens: { access_token: string; refresh_token: string };
  user: Record<string, unknown>;
}

/** The header that signs an API request in as the player. */
export const bearer = (player: Pick<Player, 'tokens'>) => ({
  authorization: `Bearer ${player.tokens.access_token}`,
});

export const PASSWORD = 'Xəzər-sahili-2026';

/** A unique address, so that every test has its own account and tests can run in parallel. */
export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.az`;
}

/**
 * Registers a new player through the API. Like the demo players, they have finished onboarding
 * (steps 1-3 saved, 4-6 skipped), unless `onboarded: false` leaves them where sign-up leaves them.
 */
export async function createPlayer(
  request: APIRequestContext,
  overrides: {
    firstName?: string;
    lastName?: string;
    language?: 'az' | 'ru' | 'en';
    onboarded?: boolean;
    /** Confirm the address with the emailed link (default), so no banner asks for it. */
    verified?: boolean;
  } = {},
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
  // Registration answers 202 without a session (decision 31); the web app then signs in.
  expect(response.status(), await response.text()).toBe(202);
  const login = await request.post('/api/v1/auth/login/json', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const tokens = (await login.json()) as Player['tokens'];
  if (overrides.verified !== false) await confirmAddress(request, email);
  const me = await request.get('/api/v1/auth/me', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const player = {
    email,
    password: PASSWORD,
    firstName,
    lastName,
    tokens,
    user: (await me.json()) as Player['user'],
  };
  if (overrides.onboarded === false) return player;
  return {
    ...player,
    user: await completeOnboardingThroughApi(request, player, overrides.language ?? 'az'),
  };
}

/** Follows the address-check link the registration emailed (read from the local SMTP server). */
async function confirmAddress(request: APIRequestContext, email: string): Promise<void> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const links = (await emailsTo(email)).map((message) =>
        /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(message.text),
      );
      token = links.find((match) => match !== null)?.[1];
      return token !== undefined;
    })
    .toBe(true);
  const verified = await request.post('/api/v1/auth/email/verify', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(204);
}

/** Saves the three mandatory onboarding steps, skips the rest and completes: the user as /auth/me then shows it. */
export async function completeOnboardingThroughApi(
  request: APIRequestContext,
  player: Pick<Player, 'tokens' | 'firstName' | 'lastName'> & { phone?: string },
  language: 'az' | 'ru' | 'en' = 'az',
  /** Another server than the shared one (dev-outbox.spec.ts starts its own). */
  origin = '',
): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${player.tokens.access_token}` };
  const post = async (path: string, data?: unknown) => {
    const answer = await request.post(`${origin}/api/v1/users/me/onboarding/${path}`, { headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  };
  await post('step1', {
    first_name: player.firstName,
    last_name: player.lastName,
    phone: player.phone ?? '+994501234567',
    language,
    birth_date: '1995-06-15',
  });
  await post('step2', { height_cm: 178, weight_kg: 74 });
  await post('step3', { years_playing: 8, level: 'experienced', preferred_foot: 'right' });
  for (const step of [4, 5, 6]) await post(`skip/${step}`);
  await post('complete');
  const me = await request.get(`${origin}/api/v1/auth/me`, { headers });
  expect(me.status()).toBe(200);
  return (await me.json()) as Record<string, unknown>;
}

type SessionOverride = { token?: string; refreshToken?: string };

/** The signed-in state the app keeps in `auth-storage`. */
function storedState(player: Pick<Player, 'tokens' | 'user'>, session: SessionOverride) {
  return {
    user: player.user,
    token: session.token ?? player.tokens.access_token,
    refreshToken: session.refreshToken ?? player.tokens.refresh_token,
    isAuthenticated: true,
  };
}

/**
 * Puts a session into `auth-storage` before the app starts, once per tab (a reload keeps the
 * tokens the app has rotated since).
 */
export async function signInThroughStorage(
  page: Page,
  player: Pick<Player, 'tokens' | 'user'>,
  session: SessionOverride = {},
): Promise<void> {
  await page.addInitScript(
    (state) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
    },
    storedState(player, session),
  );
}

/**
 * Replaces the session in the storage of a page that is already open, for its next load: a later
 * step of a test signs in as another player without a new browser context. `forgetTheRest` also
 * clears the other stored choices, as in a browser that never signed in.
 */
export async function switchStoredSession(
  page: Page,
  player: Pick<Player, 'tokens' | 'user'>,
  { forgetTheRest = false, ...session }: SessionOverride & { forgetTheRest?: boolean } = {},
): Promise<void> {
  await page.evaluate(
    ({ state, clear }) => {
      if (clear) window.localStorage.clear();
      window.localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
    },
    { state: storedState(player, session), clear: forgetTheRest },
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

/**
 * The tag of a test in a spec that runs at both widths (playwright.config.ts) whose own page is the
 * same at both: the desktop project leaves it out, the phone walks it (decision 56).
 */
export const ONE_WIDTH = { tag: '@one-width' };

/**
 * The tag of a test, in a spec that runs at both widths, about the desktop width alone: the phone
 * project leaves it out (decision 56).
 */
export const DESKTOP_WIDTH = { tag: '@desktop-width' };

/** Whether this test runs in the 390 px project. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/**
 * The tests' `test`. No request ever leaves for telegram.org: the browser cannot resolve its names
 * (playwright.config.ts), and a test that needs the widget serves a fake one with `page.route`.
 */
export const test = base;

export { expect };
