import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isServerReachable,
  probeDelayMs,
  recordServerReply,
  subscribeToServerReachability,
} from './server-reachability';

describe('server reachability', () => {
  afterEach(() => recordServerReply(200));

  it.each([503, 502, 504, null])('a reply of %s means the server is away', (status) => {
    recordServerReply(status);
    expect(isServerReachable()).toBe(false);
  });

  it.each([200, 400, 404, 409, 429, 500])(
    'a reply of %s means it is there (an error is still an answer)',
    (status) => {
      recordServerReply(null);
      recordServerReply(status);
      expect(isServerReachable()).toBe(true);
    },
  );

  it('tells listeners only when the state changes', () => {
    const listener = vi.fn();
    const stop = subscribeToServerReachability(listener);
    recordServerReply(200);
    recordServerReply(503);
    recordServerReply(503);
    recordServerReply(200);
    stop();
    recordServerReply(503);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('probes quickly at first, then at most every 15 seconds', () => {
    expect([0, 1, 2, 3, 4, 10].map(probeDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });
});
