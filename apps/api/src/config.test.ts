import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, uploadsDirectory } from './config.js';

describe('loadConfig', () => {
  it('starts with sensible defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  it('refuses a bad PORT and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ DATABASE_URL: 'mysql://localhost/x', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(message).toMatch(/SEED_DEMO: must be true or false/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('reads SEED_DEMO=false and a list of CORS origins', () => {
    const config = loadConfig({ SEED_DEMO: 'false', CORS_ORIGINS: 'https://oyna.az, https://app.oyna.az' });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.CORS_ORIGINS).toEqual(['https://oyna.az', 'https://app.oyna.az']);
  });

  it('refuses to start in production without JWT_SECRET, and takes only a long one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        PAYMENT_SANDBOX_SECRET: secret,
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      }).JWT_SECRET,
    ).toBe(secret);
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
  });

  it('has login limits of 10 attempts a minute per email and IP, 200 per IP, and 5 failures in 15 minutes per email', () => {
    expect(loadConfig({})).toMatchObject({
      LOGIN_ACCOUNT_IP_MAX_ATTEMPTS: 10,
      LOGIN_IP_MAX_ATTEMPTS: 200,
      LOGIN_IP_WINDOW_SECONDS: 60,
      LOGIN_EMAIL_MAX_FAILURES: 5,
      LOGIN_EMAIL_WINDOW_SECONDS: 900,
    });
  });

  it('wants the Google client id with its secret, the Telegram bot token with its username', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET: must be set together/,
    );
    expect(() => loadConfig({ TELEGRAM_BOT_USERNAME: 'oyna_bot' })).toThrow(
      /TELEGRAM_BOT_TOKEN: must be set/,
    );
    expect(loadConfig({}).GOOGLE_ISSUER).toBe('https://accounts.google.com');
  });

  it('takes a plain-http OpenID issuer only on loopback', () => {
    expect(() => loadConfig({ GOOGLE_ISSUER: 'http://idp.example.com' })).toThrow(
      /GOOGLE_ISSUER: must be an https URL/,
    );
    expect(loadConfig({ GOOGLE_ISSUER: 'http://127.0.0.1:4000' }).GOOGLE_ISSUER).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('keeps uploads in DATA_DIR/uploads unless UPLOADS_DIR says otherwise', () => {
    expect(uploadsDirectory(loadConfig({ DATA_DIR: '/srv/oyna' }))).toBe(path.resolve('/srv/oyna/uploads'));
    expect(uploadsDirectory(loadConfig({ UPLOADS_DIR: '/mnt/photos' }))).toBe(path.resolve('/mnt/photos'));
    expect(loadConfig({}).UPLOADS_PUBLIC_URL).toBe('/uploads');
    expect(loadConfig({ UPLOADS_PUBLIC_URL: 'https://cdn.oyna.az/u' }).UPLOADS_PUBLIC_URL).toBe(
      'https://cdn.oyna.az/u',
    );
    expect(() => loadConfig({ UPLOADS_PUBLIC_URL: '/uploads/' })).toThrow(/UPLOADS_PUBLIC_URL/);
    expect(() => loadConfig({ UPLOADS_PUBLIC_URL: 'ftp://x/y' })).toThrow(/UPLOADS_PUBLIC_URL/);
  });

  it('puts uploads in an S3 bucket only with its endpoint, keys and a public http(s) URL', () => {
    const s3 = {
      S3_BUCKET: 'oyna-photos',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      UPLOADS_PUBLIC_URL: 'https://photos.oyna.az',
    };
    expect(loadConfig(s3)).toMatchObject({ S3_BUCKET: 'oyna-photos', S3_REGION: 'us-east-1' });
    expect(() => loadConfig({ S3_BUCKET: 'oyna-photos' })).toThrow(
      /S3_ENDPOINT: is required with S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY[\s\S]*UPLOADS_PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://s3' })).toThrow(/S3_ENDPOINT/);
  });

  it('tops up through the sandbox by default; production needs its own sandbox secret', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({})).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(loadConfig({}).PAYMENT_SANDBOX_SECRET).toBeUndefined();
    const testDeployment = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(() => loadConfig(testDeployment)).toThrow(/PAYMENT_SANDBOX_SECRET: is required in production/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX_SECRET: must be/);
    expect(loadConfig({ ...testDeployment, PAYMENT_SANDBOX_SECRET: secret }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
  });

  it('refuses a production start with the sandbox provider unless PAYMENT_SANDBOX_IN_PRODUCTION=true says so', () => {
    const secret = 'x'.repeat(32);
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_SANDBOX_SECRET: secret };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER: is sandbox/);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: is sandbox/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(
      /PAYMENT_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    const epoint = {
      PAYMENT_PROVIDER: 'epoint',
      EPOINT_PUBLIC_KEY: 'i000000001',
      EPOINT_PRIVATE_KEY: 'private',
    };
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ...epoint }).PAYMENT_PROVIDER).toBe(
      'epoint',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_SANDBOX_IN_PRODUCTION).toBe(false);
  });

  it('cuts slow requests: 60 s for a whole request, 15 s for its headers, 72 s of keep-alive, all configurable', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_SECONDS: 60,
      HEADERS_TIMEOUT_SECONDS: 15,
      KEEP_ALIVE_TIMEOUT_SECONDS: 72,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '2' })).toMatchObject({
      REQUEST_TIMEOUT_SECONDS: 5,
      HEADERS_TIMEOUT_SECONDS: 2,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_SECONDS/);
  });

  it('wants both Epoint keys with PAYMENT_PROVIDER=epoint, and an https Epoint API off loopback', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'epoint' })).toThrow(
      /EPOINT_PUBLIC_KEY: is required when PAYMENT_PROVIDER is epoint[\s\S]*EPOINT_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'epoint', EPOINT_PUBLIC_KEY: 'i000000001' })).toThrow(
      /EPOINT_PRIVATE_KEY: must be set together/,
    );
    const keys = { EPOINT_PUBLIC_KEY: 'i000000001', EPOINT_PRIVATE_KEY: 'private' };
    expect(loadConfig({ PAYMENT_PROVIDER: 'epoint', ...keys }).EPOINT_API_URL).toBe(
      'https://epoint.az/api/1',
    );
    expect(() => loadConfig({ ...keys, EPOINT_API_URL: 'http://epoint.example.com/api/1' })).toThrow(
      /EPOINT_API_URL: must be an https URL/,
    );
    expect(loadConfig({ ...keys, EPOINT_API_URL: 'http://127.0.0.1:4010/api/1/' }).EPOINT_API_URL).toBe(
      'http://127.0.0.1:4010/api/1',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://app.oyna.az/' }).PUBLIC_URL).toBe('https://app.oyna.az');
  });
});
