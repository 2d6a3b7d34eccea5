import type { Language, Translated } from '@oyna/shared';
import { cardFrameOpening, textOf } from './player-card-svg.js';

/** What a shared game's card shows (docs/decisions/0087-sharing-to-chats.md), in one language. */
export interface GameCard {
  language: Language;
  title: string;
  /** `26 noyabr, çərşənbə, 20:00`, in Baku time. */
  when: string;
  /** `Bakı Arena · Nəsimi` */
  where: string;
  format: string;
  /** `3 yer qalıb`; `open` while places are left, `full` with only the waitlist, `over` once played. */
  places: { text: string; tone: 'open' | 'full' | 'over' };
  /** `10 ₼`, or free. */
  price: string;
}

export const PLAYED: Translated = {
  az: 'Oyun oynanılıb',
  ru: 'Игра сыграна',
  en: 'The game has been played',
};

const TONES: Record<GameCard['places']['tone'], string> = {
  open: '#22c55e',
  full: '#facc15',
  over: '#a7b8ae',
};

/** About how wide a line of DejaVu Sans Bold is at this size: enough to fit a badge around it. */
const badgeWidth = (text: string, fontSize: number) =>
  Math.round(Array.from(text).length * fontSize * 0.62) + 56;

/**
 * The price at the right edge. The manat sign is drawn (an arch with a stem through it), since the
 * server's fonts may have no ₼ glyph; a price without it (free) is plain text.
 */
function priceSvg(price: string): string {
  if (!price.endsWith('₼')) {
    return `<text x="1136" y="448" text-anchor="end" font-size="64" font-weight="800" fill="#ffffff">${textOf(price, 16)}</text>`;
  }
  const amount = price.slice(0, -1).trimEnd();
  return [
    `<text x="1066" y="448" text-anchor="end" font-size="76" font-weight="800" fill="#ffffff">${textOf(amount, 10)}</text>`,
    '<path d="M1090 448 V420 A22 22 0 0 1 1134 420 V448 M1112 390 V448" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="square"/>',
  ].join('');
}

/** The card as SVG, 1200 × 630 (the Open Graph image size), in the player card's dark look. */
export function gameCardSvg(card: GameCard): string {
  const tone = TONES[card.places.tone];
  const places = textOf(card.places.text, 40);
  const width = Math.min(badgeWidth(places, 32), 760);
  return [
    ...cardFrameOpening(),
    `<rect x="1016" y="56" rx="20" width="120" height="48" fill="none" stroke="#a7b8ae" stroke-opacity="0.6"/>`,
    `<text x="1076" y="90" text-anchor="middle" font-size="26" font-weight="700" fill="#d1dcd5">${textOf(card.format, 6)}</text>`,
    `<text x="64" y="210" font-size="60" font-weight="800" fill="#ffffff">${textOf(card.title, 28)}</text>`,
    `<text x="64" y="282" font-size="38" font-weight="600" fill="#d1dcd5">${textOf(card.when, 48)}</text>`,
    `<text x="64" y="336" font-size="30" fill="#a7b8ae">${textOf(card.where, 60)}</text>`,
    `<rect x="64" y="392" rx="30" width="${width}" height="60" fill="${tone}" fill-opacity="0.16" stroke="${tone}"/>`,
    `<text x="${64 + width / 2}" y="433" text-anchor="middle" font-size="32" font-weight="700" fill="${tone}">${places}</text>`,
    priceSvg(card.price),
    `<line x1="64" y1="520" x2="1136" y2="520" stroke="#22c55e" stroke-opacity="0.4"/>`,
    `<text x="64" y="574" font-size="26" fill="#a7b8ae">oyna · Bakı</text>`,
    '</svg>',
  ].join('');
}
