import { create } from 'zustand';
import { locatePlayer } from './locate-player';
import type { NearPoint } from './near-point';

export type NearMeStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

interface NearMeState {
  status: NearMeStatus;
  /** The rounded point, kept in memory only: it is not written to the address nor to storage. */
  point: NearPoint | null;
  /** Asks the browser once more; resolves to whether a point is known now. */
  locate(): Promise<boolean>;
  /** Hides the "denied"/"unavailable" message. */
  dismiss(): void;
}

/** Where the player is, for "near me": asked once per visit and reused while the tab lives. */
export const useNearMeStore = create<NearMeState>()((set, get) => ({
  status: 'idle',
  point: null,
  async locate() {
    if (get().status === 'locating') return false;
    set({ status: 'locating' });
    const result = await locatePlayer();
    if (result.status === 'located') {
      set({ status: 'located', point: result.point });
      return true;
    }
    set({ status: result.status, point: null });
    return false;
  },
  dismiss() {
    const { point } = get();
    set({ status: point ? 'located' : 'idle' });
  },
}));
