import type { UserProfile } from '@oyna/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3Server, startFakeS3Server } from '../../lib/testing/fake-s3-server.js';
import { bearer, registerThroughApi } from '../auth/testing/auth-fixtures.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import { testImage, uploadPhoto } from './testing/photo-fixtures.js';

const credentials = { accessKeyId: 'OYNATESTKEY', secretAccessKey: 'oyna-test-secret-key-0123456789' };

describe.each(testDrivers())('profile photos in an S3-compatible bucket on %s', (driver) => {
  let s3: FakeS3Server;
  let test: TestApp;

  beforeAll(async () => {
    s3 = await startFakeS3Server({ region: 'eu-central-1', credentials });
    test = await createTestApp({
      driver,
      env: {
        S3_BUCKET: 'oyna-photos',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        UPLOADS_PUBLIC_URL: 'https://cdn.oyna.test',
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await s3.close();
  });

  it('stores the processed photo in the bucket, answers its public URL and deletes the one it replaces', async () => {
    const account = await registerThroughApi(test.app);
    const first = await uploadPhoto(test.app, account.tokens.access_token, [
      { filename: 'me.png', contentType: 'image/png', data: await testImage(700, 500, 'png') },
    ]);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<UserProfile>().photo_url ?? '';
    expect(firstUrl).toMatch(/^https:\/\/cdn\.oyna\.test\/avatars\/[A-Za-z0-9_-]{22}\.jpg$/);
    const firstKey = `oyna-photos/${firstUrl.slice('https://cdn.oyna.test/'.length)}`;
    const stored = s3.objects.get(firstKey);
    expect(stored?.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(stored?.body).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });

    const second = await uploadPhoto(test.app, account.tokens.access_token, [
      { filename: 'me2.jpg', contentType: 'image/jpeg', data: await testImage(500, 700, 'jpeg') },
    ]);
    const secondUrl = second.json<UserProfile>().photo_url ?? '';
    expect(s3.objects.has(firstKey)).toBe(false);
    expect(s3.objects.has(`oyna-photos/${secondUrl.slice('https://cdn.oyna.test/'.length)}`)).toBe(true);

    // The API does not serve a bucket's files itself.
    const local = await test.app.inject({ method: 'GET', url: `/uploads/${firstKey}` });
    expect(local.statusCode).toBe(404);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: bearer(account.tokens.access_token),
    });
    expect(me.json().photo_url).toBe(secondUrl);
  });
});
