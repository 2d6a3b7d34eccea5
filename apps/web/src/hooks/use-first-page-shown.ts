import { useEffect, useSyncExternalStore } from 'react';
import { nextTask } from '../lib/next-task';

/**
 * Whether the first page the app draws is on screen. The browser's entry holds it back
 * (`holdUntilFirstPageShown`) and the app lets it go in the task after its first commit
 * (`useLetFirstPageShow`), so that what only the bars read (the balance, the badges, the bell's
 * count and live stream) is requested then, not inside that commit: sending five requests there, and
 * drawing the bars again as each query started, made it React's longest task
 * (docs/decisions/0105-the-bars-read-after-the-first-page.md). Anywhere else (tests, the drawn
 * pages' build) the page counts as shown from the start.
 */
let shown = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isShown = () => shown;

/** The browser's entry, before its first render: the bars' reads wait for the first page. */
export function holdUntilFirstPageShown(): void {
  shown = false;
}

/** Lets every bar read, one a task: each draws again and sends its request in a task of its own. */
async function letFirstPageShow(): Promise<void> {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) {
    // A bar gone meanwhile (the page left) is not drawn.
    if (!listeners.has(listener)) continue;
    listener();
    await nextTask();
  }
}

/** The app's root: once its first commit is done, the bars' reads go out in the next task. */
export function useLetFirstPageShow(): void {
  useEffect(() => {
    void nextTask().then(letFirstPageShow);
  }, []);
}

/** Whether a read that only the bars need may go out yet. */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(subscribe, isShown, isShown);
}
