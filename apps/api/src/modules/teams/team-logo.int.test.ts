import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TeamDetail } from '@oyna/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { testDrivers } from '../../test/test-databases.js';
import type { SignedIn } from '../games/testing/game-fixtures.js';
import { multipart, testImage } from '../users/testing/photo-fixtures.js';
import { call, createTeamThroughApi, memberOf } from './testing/team-fixtures.js';

describe.each(testDrivers())('team logo on %s', (driver) => {
  let test: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'oyna-logos-'));
    test = await createTestApp({ driver, env: { UPLOADS_DIR: uploadsDir } });
  });
  afterAll(async () => {
    await test.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = (who: SignedIn, teamId: string, data: Buffer) => {
    const body = multipart([{ filename: 'logo.png', contentType: 'image/png', data, field: 'logo' }]);
    return test.app.inject({
      method: 'POST',
      url: `/api/v1/teams/${teamId}/logo`,
      headers: { ...who.headers, 'accept-language': 'en', 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

  it('the captain uploads a logo, re-encoded like a profile photo; a new one replaces and deletes the old', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const first = await upload(captain, team.id, await testImage(800, 500, 'png'));
    expect(first.statusCode, first.body).toBe(200);
    const url = first.json<TeamDetail>().logo_url ?? '';
    expect(url).toMatch(/^\/uploads\/team-logos\/[A-Za-z0-9_-]{22}\.jpg$/);
    const served = await test.app.inject({ method: 'GET', url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
    });

    const second = await upload(captain, team.id, await testImage(300, 300, 'jpeg'));
    expect(second.json<TeamDetail>().logo_url).not.toBe(url);
    expect(existsSync(fileOf(url))).toBe(false);
    const removed = await call(test.app, captain, 'DELETE', `/teams/${team.id}/logo`);
    expect(removed.json<TeamDetail>().logo_url).toBeNull();
  });

  it('a member may not change the logo, and a file that is not an image is refused', async () => {
    const { team, captain } = await createTeamThroughApi(test.app);
    const member = await memberOf(test.app, team, captain);
    expect((await upload(member, team.id, await testImage(200, 200, 'png'))).statusCode).toBe(403);
    expect((await call(test.app, member, 'DELETE', `/teams/${team.id}/logo`)).statusCode).toBe(403);
    const text = await upload(captain, team.id, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'photo_invalid' });
  });
});
