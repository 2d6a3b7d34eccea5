import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStorage } from './s3-file-storage.js';
import { type FakeS3Server, startFakeS3Server } from './testing/fake-s3-server.js';

const credentials = { accessKeyId: 'OYNATESTKEY', secretAccessKey: 'oyna-test-secret-key-0123456789' };

describe('S3-compatible file storage', () => {
  let s3: FakeS3Server;

  beforeAll(async () => {
    s3 = await startFakeS3Server({ region: 'eu-central-1', credentials });
  });
  afterAll(() => s3.close());

  const storage = (secretAccessKey = credentials.secretAccessKey) =>
    createS3FileStorage({
      endpoint: s3.endpoint,
      region: 'eu-central-1',
      bucket: 'oyna-photos',
      credentials: { ...credentials, secretAccessKey },
      publicBaseUrl: 'https://cdn.oyna.test/photos',
    });

  it('puts a signed object with its type and a year of caching, under a new random name', async () => {
    const data = Buffer.from('jpeg bytes');
    const url = await storage().save({
      folder: 'avatars',
      extension: 'jpg',
      data,
      contentType: 'image/jpeg',
    });
    expect(url).toMatch(/^https:\/\/cdn\.oyna\.test\/photos\/avatars\/[A-Za-z0-9_-]{22}\.jpg$/);
    const key = `oyna-photos/${url.slice('https://cdn.oyna.test/photos/'.length)}`;
    expect(s3.objects.get(key)).toEqual({
      body: data,
      headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('deletes its own objects and leaves other URLs alone', async () => {
    const url = await storage().save({
      folder: 'avatars',
      extension: 'jpg',
      data: Buffer.from('x'),
      contentType: 'image/jpeg',
    });
    const before = s3.log.length;
    await storage().removeByUrl('https://lh3.googleusercontent.com/a/photo.jpg');
    await storage().removeByUrl('https://cdn.oyna.test/photos/../secret.txt');
    expect(s3.log.length).toBe(before);

    await storage().removeByUrl(url);
    expect(s3.log.at(-1)).toMatch(/^DELETE \/oyna-photos\/avatars\/.+\.jpg 204$/);
    expect([...s3.objects.keys()].some((key) => url.endsWith(key.slice('oyna-photos/'.length)))).toBe(false);
  });

  it('fails loudly when the bucket refuses the signature', async () => {
    await expect(
      storage('a-wrong-secret').save({
        folder: 'avatars',
        extension: 'jpg',
        data: Buffer.from('x'),
        contentType: 'image/jpeg',
      }),
    ).rejects.toThrow(/S3 PUT .* failed: 403/);
  });
});
