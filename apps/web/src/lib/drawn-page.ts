/**
 * Which page, if any, arrived already drawn by the server (docs/decisions/0039-first-load.md,
 * docs/decisions/0045-signed-in-first-load.md). React's first render of that page replaces the
 * drawn markup with the same markup, so it must not play the page's entrance animation again
 * (the page would vanish and fade back in). The server renderer marks the page it draws, which
 * is drawn without the animation as well.
 */
let drawnPath: string | null = null;

export function markDrawnPage(path: string | null): void {
  drawnPath = path;
}

export function isDrawnPage(path: string): boolean {
  return drawnPath === path;
}
