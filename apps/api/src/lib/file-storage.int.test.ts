import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStorage, createLocalFileStorage } from './file-storage.js';

describe('local file storage', () => {
  let directory: string;
  let storage: FileStorage;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'oyna-storage-'));
    storage = createLocalFileStorage({ directory, publicBaseUrl: '/uploads' });
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('saves under a new random name in the folder and answers its public URL', async () => {
    const data = Buffer.from('jpeg bytes');
    const first = await storage.save({
      folder: 'avatars',
      extension: 'jpg',
      data,
      contentType: 'image/jpeg',
    });
    const second = await storage.save({
      folder: 'avatars',
      extension: 'jpg',
      data,
      contentType: 'image/jpeg',
    });
    expect(first).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(second).not.toBe(first);
    expect(await readFile(path.join(directory, first.slice('/uploads/'.length)))).toEqual(data);
    expect((await readdir(path.join(directory, 'avatars'))).filter((name) => name.endsWith('.tmp'))).toEqual(
      [],
    );
    expect(storage.owns(first)).toBe(true);
  });

  it('removes its own files and leaves every other URL alone', async () => {
    const url = await storage.save({
      folder: 'avatars',
      extension: 'jpg',
      data: Buffer.from('x'),
      contentType: 'image/jpeg',
    });
    const outside = path.join(directory, 'keep.txt');
    await writeFile(outside, 'keep');

    for (const foreign of [
      'https://lh3.googleusercontent.com/a/photo.jpg',
      '/uploads/../keep.txt',
      '/uploads/keep.txt',
      '/uploads/avatars/../../keep.txt',
      '/other/avatars/AAAAAAAAAAAAAAAAAAAAAA.jpg',
    ]) {
      expect(storage.owns(foreign)).toBe(false);
      await storage.removeByUrl(foreign);
    }
    expect(existsSync(outside)).toBe(true);

    await storage.removeByUrl(url);
    expect(existsSync(path.join(directory, url.slice('/uploads/'.length)))).toBe(false);
    // Removing twice is harmless.
    await storage.removeByUrl(url);
  });
});
