import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Prints the occurrences of two schedules (Baku, and London across both clock changes) as JSON. */
const script = `
import { occurrencesBetween } from ${JSON.stringify(path.join(here, 'index.ts'))};
const baku = { timeZone: 'Asia/Baku', weekdays: [2, 7], time: '20:00', everyWeeks: 1, startDate: '2026-12-01', endDate: null };
const london = { ...baku, timeZone: 'Europe/London', weekdays: [2], time: '23:30', startDate: '2026-10-01' };
const window = (from, to) => [new Date(from), new Date(to)];
const answers = [
  occurrencesBetween(baku, ...window('2026-11-30T00:00:00Z', '2026-12-14T00:00:00Z')),
  occurrencesBetween(london, ...window('2026-10-19T00:00:00Z', '2026-11-04T00:00:00Z')),
  occurrencesBetween(london, ...window('2027-03-22T00:00:00Z', '2027-04-01T00:00:00Z')),
];
console.log(JSON.stringify(answers.flat().map((o) => o.date + ' ' + o.startsAt.toISOString())));
`;

const expected = [
  '2026-12-01 2026-12-01T16:00:00.000Z',
  '2026-12-06 2026-12-06T16:00:00.000Z',
  '2026-12-08 2026-12-08T16:00:00.000Z',
  '2026-12-13 2026-12-13T16:00:00.000Z',
  '2026-10-20 2026-10-20T22:30:00.000Z',
  '2026-10-27 2026-10-27T23:30:00.000Z',
  '2026-11-03 2026-11-03T23:30:00.000Z',
  '2027-03-23 2027-03-23T23:30:00.000Z',
  '2027-03-30 2027-03-30T22:30:00.000Z',
];

describe('occurrences do not depend on the server’s own time zone', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'oyna-schedule-'));
  const bundle = path.join(folder, 'occurrences.mjs');
  // The script and the engine in one file, run by plain Node in a process of each zone.
  beforeAll(async () => {
    await build({
      stdin: { contents: script, resolveDir: here, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: bundle,
      logLevel: 'silent',
    });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each(['UTC', 'Asia/Baku', 'America/New_York'])('a process in %s computes the same kick-offs', (zone) => {
    const output = execFileSync(process.execPath, [bundle], {
      env: { ...process.env, TZ: zone },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual(expected);
  });
});
