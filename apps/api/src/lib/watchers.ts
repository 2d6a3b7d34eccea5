/**
 * The listeners of live streams by what they watch (a game, a player), and what ends each stream
 * when the app shuts down while it is open.
 */
export interface Watchers<Listener> {
  /** Adds a listener of `key`; `onClosed` is called if the app shuts down while watching. Returns the unwatch. */
  watch(key: string, listener: Listener, onClosed?: () => void): () => void;
  listenersOf(key: string): Iterable<Listener>;
  has(key: string): boolean;
  /** Ends every open stream (its `onClosed`) and forgets every listener. */
  closeAll(): void;
}

export function createWatchers<Listener>(): Watchers<Listener> {
  const byKey = new Map<string, Set<Listener>>();
  const closers = new Set<() => void>();
  return {
    watch(key, listener, onClosed) {
      const set = byKey.get(key) ?? new Set();
      set.add(listener);
      byKey.set(key, set);
      if (onClosed) closers.add(onClosed);
      return () => {
        set.delete(listener);
        if (set.size === 0) byKey.delete(key);
        if (onClosed) closers.delete(onClosed);
      };
    },
    listenersOf: (key) => byKey.get(key) ?? [],
    has: (key) => byKey.has(key),
    closeAll() {
      for (const onClosed of [...closers]) onClosed();
      closers.clear();
      byKey.clear();
    },
  };
}
