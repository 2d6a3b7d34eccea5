import { useEffect, useEffectEvent } from 'react';
import { useNearMeStore } from './near-me-store';
import type { GameFilters } from './game-filters';

/**
 * "Near me" of the game list: the address says `near=true`, the point lives in memory. Turning it
 * on asks the browser first and sets `near` only once a point is known; a link that says `near`
 * asks on arrival (the browser remembers the player's answer) and drops `near` if there is none.
 */
export function useNearMe(near: boolean, onChange: (changes: Partial<GameFilters>) => void) {
  const { status, point, locate, dismiss } = useNearMeStore();

  const locateForLink = useEffectEvent(async () => {
    if (!(await locate())) onChange({ near: undefined });
  });
  const needsPoint = near && point === null && status !== 'locating';
  useEffect(() => {
    if (needsPoint) void locateForLink();
  }, [needsPoint]);

  return {
    status,
    point: near ? point : null,
    dismiss,
    toggle() {
      if (status === 'locating') return;
      if (near) {
        onChange({ near: undefined });
        return;
      }
      if (point) {
        onChange({ near: true });
        return;
      }
      void locate().then((located) => {
        if (located) onChange({ near: true });
      });
    },
  };
}
