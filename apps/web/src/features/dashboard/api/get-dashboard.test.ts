import { describe, expect, it } from 'vitest';
import { JUST_READ_MS, readAgainOnOpen } from './get-dashboard';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const query = (readMsAgo: number, isInvalidated = false) => ({
  state: { dataUpdatedAt: NOW - readMsAgo, isInvalidated },
});

describe('opening the dashboard', () => {
  it('does not read again what the app start has just read', () => {
    expect(readAgainOnOpen(query(1_500), NOW)).toBe(false);
  });

  it('reads again an answer older than a moment', () => {
    expect(readAgainOnOpen(query(JUST_READ_MS + 1), NOW)).toBe(true);
  });

  it('reads again a fresh answer that a vote, result or booking has invalidated', () => {
    expect(readAgainOnOpen(query(500, true), NOW)).toBe(true);
  });

  it('reads when nothing was read yet', () => {
    expect(readAgainOnOpen({ state: { dataUpdatedAt: 0, isInvalidated: false } }, NOW)).toBe(true);
  });
});
