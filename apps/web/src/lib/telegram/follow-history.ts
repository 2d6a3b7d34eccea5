import { miniAppBridge } from './mini-app-bridge';

interface HistoryRouter {
  subscribe(listener: () => void): () => void;
  navigate(delta: number): Promise<void> | void;
}

/** React Router keeps the entry's index in `history.state.idx`: above 0 there is a page to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  const index = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' && index > 0;
}

/**
 * Inside the Mini App, Telegram's Back button follows the app's own history: shown while there is a
 * page to go back to, and a tap goes back. Does nothing outside Telegram.
 */
export function followHistoryWithBackButton(router: HistoryRouter): () => void {
  const bridge = miniAppBridge();
  if (!bridge) return () => undefined;
  const update = () => bridge.setBackButton(canGoBack());
  update();
  const stopRouter = router.subscribe(update);
  const stopBack = bridge.onBack(() => void router.navigate(-1));
  return () => {
    stopRouter();
    stopBack();
    bridge.setBackButton(false);
  };
}
