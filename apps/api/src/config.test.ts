import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
});
