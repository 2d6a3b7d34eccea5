import { describe, expect, it, vi } from 'vitest';
import { createWatchers } from './watchers.js';

describe('watchers of live streams', () => {
  it('know the listeners of a key until they unwatch', () => {
    const watchers = createWatchers<() => void>();
    const listener = () => undefined;
    const unwatch = watchers.watch('game-1', listener);
    expect([...watchers.listenersOf('game-1')]).toEqual([listener]);
    expect(watchers.has('game-2')).toBe(false);
    unwatch();
    expect(watchers.has('game-1')).toBe(false);
    expect([...watchers.listenersOf('game-1')]).toEqual([]);
  });

  it('end the streams still open when the app shuts down, and only those', () => {
    const watchers = createWatchers<() => void>();
    const open = vi.fn();
    const gone = vi.fn();
    watchers.watch('player-1', () => undefined, open);
    watchers.watch('player-2', () => undefined, gone)();
    watchers.closeAll();
    expect(open).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
    expect(watchers.has('player-1')).toBe(false);
  });
});
