import { TOPUP_MIN_QEPIK, parseManat, qepikToManatText } from '@oyna/shared';
import { safeNextPath } from '../../../lib/safe-redirect';

/** Where the game page sends a player whose place is held: `?topup=7.30&return_to=/games/<id>`. */
export interface TopupIntent {
  /** The amount to fill in (at least the top-up minimum), as manat text; null when not given. */
  amount: string | null;
  /** A page of this site to go back to after paying; null when not given or unsafe. */
  returnTo: string | null;
}

const STORAGE_KEY = 'oyna-topup-return';

export function readTopupIntent(params: URLSearchParams): TopupIntent {
  const qepik = parseManat(params.get('topup') ?? '');
  return {
    amount: qepik !== null && qepik > 0 ? qepikToManatText(Math.max(qepik, TOPUP_MIN_QEPIK)) : null,
    returnTo: safeNextPath(params.get('return_to')),
  };
}

/**
 * What a top-up's way back leads to (docs/product-rules.md#games-and-money): a game, whose place
 * may be held and is confirmed when the money arrives; a competition, where nothing is held and the
 * captain registers the team again after the top-up; or another page of the app.
 */
export type TopupReturnKind = 'game' | 'competition' | 'page';

export function topupReturnKind(path: string | null): TopupReturnKind | null {
  if (!path) return null;
  if (/^\/games\/[^/?#]+$/.test(path)) return 'game';
  if (/^\/tournaments\/[^/?#]+(\/[^?#]*)?$/.test(path)) return 'competition';
  return 'page';
}

/**
 * The payment provider sends the player back to the top-up result page, not to where they came
 * from: the way back is kept for this tab until then.
 */
export function rememberTopupReturn(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(STORAGE_KEY, path);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the result page links to the balance instead.
  }
}

/** The page to go back to after a top-up, if the player came from one. */
export function topupReturnPath(): string | null {
  try {
    return safeNextPath(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}
