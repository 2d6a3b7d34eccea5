import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CATALOGUE, type UserProfile } from '@oyna/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { PHOTO_UPLOADS_PER_MINUTE } from './read-photo-upload.js';
import { type FilePart, pngClaiming, testImage, uploadPhoto } from './testing/photo-fixtures.js';

describe.each(testDrivers())('profile photo upload on %s', (driver) => {
  let test: TestApp;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'oyna-uploads-'));
    test = await createTestApp({ driver, env: { UPLOADS_DIR: uploadsDir } });
  });
  afterAll(async () => {
    await test.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (accessToken: string | undefined, parts: FilePart[], language = 'az') =>
    uploadPhoto(test.app, accessToken, parts, language);
  const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

  it('accepts a real PNG named .jpg, stores a 512 x 512 JPEG under a random name and serves it', async () => {
    const account = await registerThroughApi(test.app);
    const png = await testImage(900, 600, 'png');
    const response = await upload(account.tokens.access_token, [
      { filename: 'selfie.jpg', contentType: 'image/jpeg', data: png },
    ]);
    expect(response.statusCode).toBe(200);
    const url = response.json<UserProfile>().photo_url ?? '';
    expect(url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.jpg$/);

    const served = await test.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(account.tokens.access_token),
    });
    expect(me.json().photo_url).toBe(url);
  });

  it('strips the metadata: no EXIF, no XMP, no ICC profile, no comments', async () => {
    const account = await registerThroughApi(test.app);
    const jpeg = await testImage(640, 800, 'jpeg');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(account.tokens.access_token, [
      { filename: 'photo.jpeg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const stored = await sharp(fileOf(response.json<UserProfile>().photo_url ?? '')).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.comments).toBeUndefined();
  });

  it('refuses a text file named .png, whatever its declared type', async () => {
    const account = await registerThroughApi(test.app);
    const response = await upload(
      account.tokens.access_token,
      [{ filename: 'photo.png', contentType: 'image/png', data: Buffer.from('not an image at all\n') }],
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'photo_invalid', detail: ERROR_CATALOGUE.photo_invalid.en });
  });

  it('refuses a GIF and a broken PNG', async () => {
    const account = await registerThroughApi(test.app);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const gifResponse = await upload(account.tokens.access_token, [
      { filename: 'a.png', contentType: 'image/png', data: gif },
    ]);
    expect(gifResponse.json().code).toBe('photo_invalid');
    const png = await testImage(200, 200, 'png');
    const broken = await upload(account.tokens.access_token, [
      { filename: 'b.png', contentType: 'image/png', data: png.subarray(0, 60) },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('photo_invalid');
  });

  it.each(['az', 'ru', 'en'] as const)(
    'refuses a 6 MB file: "Photo is too large. Maximum 5MB" (%s)',
    async (language) => {
      const account = await registerThroughApi(test.app);
      const png = await testImage(64, 64, 'png');
      const large = Buffer.concat([png, randomBytes(6 * 1024 * 1024)]);
      const response = await upload(
        account.tokens.access_token,
        [{ filename: 'big.png', contentType: 'image/png', data: large }],
        language,
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'photo_too_large',
        detail: ERROR_CATALOGUE.photo_too_large[language],
      });
    },
  );

  it('refuses an image wider than 8000 pixels, and a small file claiming 30000 x 30000', async () => {
    const account = await registerThroughApi(test.app);
    const wide = await sharp({ create: { width: 8001, height: 16, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const wideResponse = await upload(
      account.tokens.access_token,
      [{ filename: 'wide.png', contentType: 'image/png', data: wide }],
      'ru',
    );
    expect(wideResponse.statusCode).toBe(400);
    expect(wideResponse.json()).toEqual({
      code: 'photo_dimensions_too_large',
      detail: ERROR_CATALOGUE.photo_dimensions_too_large.ru,
    });

    const bomb = pngClaiming(await testImage(32, 32, 'png'), 30_000, 30_000);
    expect(bomb.length).toBeLessThan(10_000);
    const started = performance.now();
    const bombResponse = await upload(account.tokens.access_token, [
      { filename: 'bomb.png', contentType: 'image/png', data: bomb },
    ]);
    expect(bombResponse.json().code).toBe('photo_dimensions_too_large');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('deletes the old file when the photo is replaced, and on removal', async () => {
    const account = await registerThroughApi(test.app);
    const first = await upload(account.tokens.access_token, [
      { filename: 'one.png', contentType: 'image/png', data: await testImage(300, 300, 'png') },
    ]);
    const firstUrl = first.json<UserProfile>().photo_url ?? '';
    expect(existsSync(fileOf(firstUrl))).toBe(true);

    const second = await upload(account.tokens.access_token, [
      { filename: 'two.jpg', contentType: 'image/jpeg', data: await testImage(400, 300, 'jpeg') },
    ]);
    const secondUrl = second.json<UserProfile>().photo_url ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    const gone = await test.app.inject({ method: 'GET', url: firstUrl });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('not_found');

    const removed = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/photo',
      headers: bearer(account.tokens.access_token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photo_url).toBeNull();
    expect(existsSync(fileOf(secondUrl))).toBe(false);
  });

  it('serves nothing outside the uploads directory, and no page for a missing file', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/avatars/',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    const missing = await test.app.inject({
      method: 'GET',
      url: '/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAA.jpg',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('asks for a file when none is sent, and refuses a request that is not multipart', async () => {
    const account = await registerThroughApi(test.app);
    const boundary = '----oynaempty';
    const empty = await test.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/photo',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
      headers: {
        ...bearer(account.tokens.access_token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('photo_missing');

    const json = await test.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/photo',
      payload: { photo: 'data:image/png;base64,AAAA' },
      headers: bearer(account.tokens.access_token),
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs a signed-in user, and changes only the caller’s photo', async () => {
    const png = await testImage(100, 100, 'png');
    const anonymous = await upload(undefined, [{ filename: 'a.png', contentType: 'image/png', data: png }]);
    expect(anonymous.statusCode).toBe(401);
    const anonymousDelete = await test.app.inject({ method: 'DELETE', url: '/api/v1/users/me/photo' });
    expect(anonymousDelete.statusCode).toBe(401);

    const alice = await registerThroughApi(test.app);
    const bob = await registerThroughApi(test.app);
    const bobsPhoto = await upload(bob.tokens.access_token, [
      { filename: 'bob.png', contentType: 'image/png', data: png },
    ]);
    const bobsUrl = bobsPhoto.json<UserProfile>().photo_url;
    await upload(alice.tokens.access_token, [{ filename: 'alice.png', contentType: 'image/png', data: png }]);
    await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/photo',
      headers: bearer(alice.tokens.access_token),
    });
    const bobMe = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(bob.tokens.access_token),
    });
    expect(bobMe.json().photo_url).toBe(bobsUrl);
    expect(existsSync(fileOf(bobsUrl ?? ''))).toBe(true);
  });
});

describe('photo upload limits', () => {
  it(`allows ${PHOTO_UPLOADS_PER_MINUTE} uploads a minute from one address, then 429`, async () => {
    const uploadsDir = await mkdtemp(path.join(tmpdir(), 'oyna-uploads-'));
    const test = await createTestApp({ driver: 'pglite', env: { UPLOADS_DIR: uploadsDir } });
    try {
      const account = await registerThroughApi(test.app);
      const tiny = await testImage(16, 16, 'png');
      const part = { filename: 'a.png', contentType: 'image/png', data: tiny };
      for (let upload = 0; upload < PHOTO_UPLOADS_PER_MINUTE; upload += 1) {
        expect((await uploadPhoto(test.app, account.tokens.access_token, [part])).statusCode).toBe(200);
      }
      const refused = await uploadPhoto(test.app, account.tokens.access_token, [part], 'en');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('rate_limited');
      // Only the uploads are limited, and only the last photo is kept.
      expect((await readdir(path.join(uploadsDir, 'avatars'))).length).toBe(1);
    } finally {
      await test.close();
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });
});
