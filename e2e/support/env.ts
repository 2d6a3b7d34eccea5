/** Ports, addresses and test credentials shared by the Playwright config, its global setup and the test files. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3199);
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The local OpenID Connect provider standing in for Google, on the next port. */
export const OIDC_PORT = Number(process.env['E2E_OIDC_PORT'] ?? E2E_PORT + 1);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'oyna-e2e-client';
export const OIDC_CLIENT_SECRET = 'oyna-e2e-client-secret-0123456789';
export const GOOGLE_REDIRECT_URI = `${BASE_URL}/auth/google/callback`;

/** The Telegram bot the API checks widget signatures with. */
export const TELEGRAM_BOT_TOKEN = '7000000001:e2e-test-bot-token_0123456789';
export const TELEGRAM_BOT_USERNAME = 'oyna_e2e_bot';

/** A cookie on the provider's origin naming who signs in there (see oidc-provider.ts). */
export const OIDC_IDENTITY_COOKIE = 'e2e_identity';

/** The local stand-in for Strava (OAuth and activities), on the port after the OpenID provider. */
export const STRAVA_PORT = Number(process.env['E2E_STRAVA_PORT'] ?? E2E_PORT + 2);
export const STRAVA_BASE_URL = `http://127.0.0.1:${STRAVA_PORT}`;
export const STRAVA_CLIENT_ID = '4242';
export const STRAVA_CLIENT_SECRET = 'oyna-e2e-strava-secret';
/** A cookie on the fake Strava's origin naming the athlete who signs in there (see fake-strava.ts). */
export const STRAVA_ATHLETE_COOKIE = 'e2e_strava_athlete';

/** The local SMTP server the API sends its emails to, and the HTTP inbox where tests read them. */
export const SMTP_PORT = Number(process.env['E2E_SMTP_PORT'] ?? E2E_PORT + 20);
export const SMTP_INBOX_PORT = Number(process.env['E2E_SMTP_INBOX_PORT'] ?? E2E_PORT + 21);
export const SMTP_INBOX_URL = `http://127.0.0.1:${SMTP_INBOX_PORT}`;
