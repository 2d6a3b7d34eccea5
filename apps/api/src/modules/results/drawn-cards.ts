import sharp from 'sharp';

/** How many PNGs of one kind of card are kept: the newest. */
const CARDS_KEPT = 200;

/**
 * One kind of card's PNGs, each drawn from its SVG once per key (what the card shows: the same key
 * draws the same PNG) and kept, the newest `CARDS_KEPT`.
 */
export function drawnCards(): (key: string, svg: () => string) => Promise<Buffer> {
  const drawn = new Map<string, Buffer>();
  return async (key, svg) => {
    const kept = drawn.get(key);
    if (kept) return kept;
    const png = await sharp(Buffer.from(svg())).png().toBuffer();
    drawn.set(key, png);
    if (drawn.size > CARDS_KEPT) {
      const oldest = drawn.keys().next().value;
      if (oldest !== undefined) drawn.delete(oldest);
    }
    return png;
  };
}
