import { describe, expect, it } from 'vitest';
import { backupFileName, backupTakenAt } from './backup-format.js';
import { backupsToKeep } from './backup-retention.js';
import { parentsFirst } from './database-catalog.js';

const at = (iso: string) => new Date(iso);

describe('which daily backups are kept', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks, and drops the rest', () => {
    // One backup a day for 60 days, the newest on Monday 2026-11-30, plus a second one that day.
    const days = Array.from({ length: 60 }, (_, index) => new Date(Date.UTC(2026, 10, 30 - index, 3)));
    const taken = [...days, at('2026-11-30T15:00:00Z')];
    const kept = [...backupsToKeep(taken)].map((index) => taken[index]?.toISOString().slice(0, 16)).sort();
    expect(kept).toEqual([
      // The newest of each of the 4 latest weeks (Sundays, the last day of the three before this one).
      '2026-11-15T03:00',
      '2026-11-22T03:00',
      // The newest of each of the 7 latest days: the afternoon's, not the morning's, on the 30th.
      '2026-11-24T03:00',
      '2026-11-25T03:00',
      '2026-11-26T03:00',
      '2026-11-27T03:00',
      '2026-11-28T03:00',
      '2026-11-29T03:00',
      '2026-11-30T15:00',
    ]);
  });

  it('keeps everything while there are fewer backups than days to keep', () => {
    const taken = [at('2026-11-28T03:00:00Z'), at('2026-11-29T03:00:00Z')];
    expect(backupsToKeep(taken)).toEqual(new Set([0, 1]));
  });
});

describe('a backup file name', () => {
  it('says when the backup was taken, and nothing else reads as one', () => {
    const when = at('2026-11-30T03:04:05.678Z');
    expect(backupFileName(when)).toBe('oyna-backup-2026-11-30T03-04-05Z.jsonl.gz');
    expect(backupTakenAt(backupFileName(when))).toEqual(at('2026-11-30T03:04:05Z'));
    expect(backupTakenAt('oyna-backup-2026-11-30T03-04-05Z.jsonl.gz.partial')).toBeNull();
    expect(backupTakenAt('notes.txt')).toBeNull();
  });
});

describe('the order tables are written back in', () => {
  it('puts every table after the tables its foreign keys point at', () => {
    expect(
      parentsFirst(
        ['bookings', 'games', 'users', 'venues'],
        [
          { child: 'bookings', parent: 'games' },
          { child: 'bookings', parent: 'users' },
          { child: 'games', parent: 'venues' },
        ],
      ),
    ).toEqual(['users', 'venues', 'games', 'bookings']);
  });

  it('refuses foreign keys that form a cycle', () => {
    expect(() =>
      parentsFirst(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('Foreign keys form a cycle among: a, b');
  });
});
