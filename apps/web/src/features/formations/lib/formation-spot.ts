import type { FormationSpot } from './formation-draft';

/** The attribute that marks a place a player can be dropped on, read back by `spotFromElement`. */
export const SPOT_ATTRIBUTE = 'data-formation-spot';

/** A spot as an attribute value: `slot:<id>`, `bench:<user id>` or `bench:` for the bench itself. */
export function spotKey(spot: FormationSpot): string {
  return spot.kind === 'slot' ? `slot:${spot.slotId}` : `bench:${spot.userId ?? ''}`;
}

export function parseSpotKey(key: string): FormationSpot | null {
  const [kind, id = ''] = key.split(/:(.*)/s);
  if (kind === 'slot' && id !== '') return { kind: 'slot', slotId: id };
  if (kind === 'bench') return { kind: 'bench', userId: id === '' ? null : id };
  return null;
}

/** The drop spot under an element (the closest marked ancestor), or null. */
export function spotFromElement(element: Element | null): FormationSpot | null {
  const marked = element?.closest(`[${SPOT_ATTRIBUTE}]`);
  const key = marked?.getAttribute(SPOT_ATTRIBUTE);
  return key ? parseSpotKey(key) : null;
}

export function sameSpot(a: FormationSpot | null, b: FormationSpot | null): boolean {
  return a !== null && b !== null && spotKey(a) === spotKey(b);
}
