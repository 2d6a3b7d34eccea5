import manatBoldUrl from '../assets/fonts/manat-sign-700.woff2';
import manatRegularUrl from '../assets/fonts/manat-sign-400.woff2';

/**
 * The manat sign (U+20BC) is missing from older system fonts, which then show an empty box.
 * This family holds that one glyph (under 1 KB per weight, inlined in the bundle), is limited to
 * it by unicode-range and comes last in the font stack: every other character keeps the system
 * font.
 */
export const MANAT_FONT_FAMILY = 'Oyna Manat';

const FACES = [
  [manatRegularUrl, '400'],
  [manatBoldUrl, '700'],
] as const;

/**
 * Registers and loads the faces. Done before the first render: Chromium does not re-shape text
 * that was drawn with a fallback before a later face in the stack finished loading.
 */
export async function loadManatFont(): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  await Promise.allSettled(
    FACES.map(async ([url, weight]) => {
      const face = new FontFace(MANAT_FONT_FAMILY, `url("${url}") format("woff2")`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: 'U+20BC',
      });
      document.fonts.add(face);
      await face.load();
    }),
  );
}
