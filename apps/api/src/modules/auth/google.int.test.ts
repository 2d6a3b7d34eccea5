import { type AuthResponse, ERROR_CATALOGUE, FIELD_MESSAGES } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthLoginStates, users } from '../../db/schema.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { bearer, registerThroughApi } from './testing/auth-fixtures.js';
import {
  type OidcTestProvider,
  type TestIdentity,
  startOidcTestProvider,
} from './testing/oidc-test-provider.js';

const REDIRECT_URI = 'http://localhost:3000/auth/google/callback';

describe.each(testDrivers())('sign-in with Google against a real OpenID provider on %s', (driver) => {
  let provider: OidcTestProvider;
  let test: TestApp;
  let identityCounter = 0;

  beforeAll(async () => {
    provider = await startOidcTestProvider({ redirectUri: REDIRECT_URI });
    test = await createTestApp({
      driver,
      env: {
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_REDIRECT_URI: REDIRECT_URI,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await provider.close();
  });

  function identity(overrides: Partial<TestIdentity> = {}): TestIdentity {
    identityCounter += 1;
    return {
      sub: `google-${identityCounter}-${Math.random().toString(36).slice(2, 8)}`,
      email: `footballer${identityCounter}.${Math.random().toString(36).slice(2, 6)}@gmail.com`,
      email_verified: true,
      given_name: 'Fərid',
      family_name: 'Quliyev',
      ...overrides,
    };
  }

  /** Our start endpoint, then the provider's pages: the query the web app's callback page receives. */
  async function goThroughProvider(who: TestIdentity): Promise<URLSearchParams> {
    const start = await test.app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google' });
    expect(start.statusCode).toBe(200);
    provider.signInAs(who);
    return provider.authorize(start.json<{ auth_url: string }>().auth_url);
  }

  const callback = (query: URLSearchParams | string, language = 'az') =>
    test.app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/google/callback?${query.toString()}`,
      headers: { 'accept-language': language },
    });

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google' });
    const url = new URL(response.json<{ auth_url: string }>().auth_url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = url.searchParams.get('state') ?? '';
    const [stored] = await test.database.db
      .select()
      .from(oauthLoginStates)
      .where(eq(oauthLoginStates.state, state));
    expect(stored?.nonce).toBe(url.searchParams.get('nonce'));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBe(10);
  });

  it('completes the code flow: a new account, signed in, onboarding next', async () => {
    const who = identity({ picture: 'https://lh3.googleusercontent.com/a/photo.jpg' });
    const query = await goThroughProvider(who);
    expect(query.get('code')).toBeTruthy();

    const response = await callback(query, 'en');
    expect(response.statusCode).toBe(200);
    const auth = response.json<AuthResponse>();
    expect(auth.needs_onboarding).toBe(true);
    expect(auth.user).toMatchObject({
      email: who.email,
      first_name: 'Fərid',
      last_name: 'Quliyev',
      language: 'en',
      photo_url: 'https://lh3.googleusercontent.com/a/photo.jpg',
    });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(auth.tokens.access_token),
    });
    expect(me.json().id).toBe(auth.user.id);

    const [row] = await test.database.db.select().from(users).where(eq(users.id, auth.user.id));
    expect(row?.googleSubject).toBe(who.sub);

    const nextTime = await callback(await goThroughProvider(who));
    expect(nextTime.json<AuthResponse>().user.id).toBe(auth.user.id);
  });

  it('links to the existing account with the same verified email', async () => {
    const account = await registerThroughApi(test.app);
    const response = await callback(
      await goThroughProvider(identity({ email: account.email.toUpperCase() })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>().user.id).toBe(account.user.id);
  });

  it('does not link an unverified email: a separate account without the address', async () => {
    const account = await registerThroughApi(test.app);
    const response = await callback(
      await goThroughProvider(identity({ email: account.email, email_verified: false })),
    );
    expect(response.statusCode).toBe(200);
    const user = response.json<AuthResponse>().user;
    expect(user.id).not.toBe(account.user.id);
    expect(user.email).toBeNull();
  });

  it('refuses a state it did not issue, in the language of the request', async () => {
    const query = await goThroughProvider(identity());
    query.set('state', 'a-state-we-never-issued');
    const response = await callback(query, 'ru');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: ERROR_CATALOGUE.oauth_state_invalid.ru,
      code: 'oauth_state_invalid',
    });
  });

  it('refuses a state used once already', async () => {
    const query = await goThroughProvider(identity());
    expect((await callback(query)).statusCode).toBe(200);
    const replay = await callback(query);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('oauth_state_invalid');
  });

  it('refuses a state older than 10 minutes', async () => {
    const query = await goThroughProvider(identity());
    await test.database.db
      .update(oauthLoginStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthLoginStates.state, query.get('state') ?? ''));
    expect((await callback(query)).json().code).toBe('oauth_state_invalid');
  });

  it('refuses a code redeemed with the state of another sign-in: its PKCE verifier does not match', async () => {
    const mine = await goThroughProvider(identity());
    const someoneElses = await goThroughProvider(identity());
    mine.set('state', someoneElses.get('state') ?? '');
    const response = await callback(mine, 'en');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: ERROR_CATALOGUE.google_login_failed.en,
      code: 'google_login_failed',
    });
  });

  it('checks the nonce: an ID token for another nonce is refused', async () => {
    const query = await goThroughProvider(identity());
    await test.database.db
      .update(oauthLoginStates)
      .set({ nonce: 'a-different-nonce' })
      .where(eq(oauthLoginStates.state, query.get('state') ?? ''));
    const response = await callback(query);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('google_login_failed');
  });

  it('refuses a code the provider does not know', async () => {
    const query = await goThroughProvider(identity());
    query.set('code', 'forged-code');
    expect((await callback(query)).statusCode).toBe(401);
  });

  it('answers 400 naming the field when the code is missing', async () => {
    const query = await goThroughProvider(identity());
    query.delete('code');
    const response = await callback(query, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { code: FIELD_MESSAGES.required.en },
    });
  });
});
