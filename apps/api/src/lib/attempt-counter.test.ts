import { describe, expect, it } from 'vitest';
import { createMemoryCounter } from './attempt-counter.js';

describe('the in-memory attempt counter', () => {
  it('counts hits per key within a window and tells when the window ends', async () => {
    let now = 1_000_000;
    const counter = createMemoryCounter(() => now);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    expect(await counter.peek('a')).toEqual({ count: 2, resetInMs: 50_000 });
  });

  it('starts again from zero once the window has passed', async () => {
    let now = 0;
    const counter = createMemoryCounter(() => now);
    await counter.hit('a', 1000);
    await counter.hit('a', 1000);
    now = 1000;
    expect(await counter.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect(await counter.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });

  it('forgets a key on reset', async () => {
    const counter = createMemoryCounter();
    await counter.hit('a', 1000);
    await counter.reset('a');
    expect((await counter.peek('a')).count).toBe(0);
  });
});
