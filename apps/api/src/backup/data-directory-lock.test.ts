import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdDataDirectory, serverOnDataDirectory } from './data-directory-lock.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'oyna-lock-test-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded database is one process’s files', () => {
  it('is held by the server while it runs, and let go when it stops', async () => {
    const release = await holdDataDirectory(dataDir);
    expect((await readFile(path.join(dataDir, 'server.pid'), 'utf8')).trim()).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dataDir, 'server.pid'), 'utf8')).rejects.toThrow();
  });

  it('names another running process that holds it, and refuses a second server', async () => {
    await writeFile(path.join(dataDir, 'server.pid'), `${process.ppid}\n`);
    expect(await serverOnDataDirectory(dataDir)).toBe(process.ppid);
    await expect(holdDataDirectory(dataDir)).rejects.toThrow(`Another Oyna server (process ${process.ppid})`);
  });

  it('takes over from a server that stopped without letting go', async () => {
    // Process ids stay below 2^22 on Linux: this one runs nowhere.
    await writeFile(path.join(dataDir, 'server.pid'), '4194303\n');
    expect(await serverOnDataDirectory(dataDir)).toBeNull();
    const release = await holdDataDirectory(dataDir);
    await release();
  });
});
