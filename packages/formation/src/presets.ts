import { type GameFormat, type Position, positionGroup } from '@oyna/shared';
import { playersPerSide } from './formats.js';
import type { FormationPreset, FormationSlot } from './types.js';

type SlotSpec = readonly [role: Position, x: number, y: number];
type Row = readonly SlotSpec[];

const KEEPER: Row = [['goalkeeper', 0.5, 0.06]];
const BACK_THREE: Row = [
  ['leftBack', 0.16, 0.28],
  ['defender', 0.5, 0.24],
  ['rightBack', 0.84, 0.28],
];
const BACK_FOUR: Row = [
  ['leftBack', 0.14, 0.28],
  ['defender', 0.38, 0.22],
  ['defender', 0.62, 0.22],
  ['rightBack', 0.86, 0.28],
];
const CENTRE_PAIR: Row = [
  ['defender', 0.32, 0.24],
  ['defender', 0.68, 0.24],
];
const MIDFIELD_THREE: Row = [
  ['leftMid', 0.15, 0.52],
  ['centralMid', 0.5, 0.48],
  ['rightMid', 0.85, 0.52],
];
const MIDFIELD_FOUR: Row = [
  ['leftMid', 0.12, 0.54],
  ['centralMid', 0.38, 0.48],
  ['centralMid', 0.62, 0.48],
  ['rightMid', 0.88, 0.54],
];
const CENTRAL_PAIR: Row = [
  ['centralMid', 0.32, 0.5],
  ['centralMid', 0.68, 0.5],
];
const HOLDING_THREE: Row = [
  ['centralMid', 0.28, 0.5],
  ['defensiveMid', 0.5, 0.42],
  ['centralMid', 0.72, 0.5],
];
const ONE_UP: Row = [['striker', 0.5, 0.8]];
const TWO_UP: Row = [
  ['striker', 0.36, 0.78],
  ['striker', 0.64, 0.78],
];

/**
 * Slot ids are the role, numbered from the left when the role repeats (`defender-1`,
 * `defender-2`), so they read well in saved formations and stay stable.
 */
function preset(format: GameFormat, rows: readonly Row[]): FormationPreset {
  const label = rows.map((row) => row.length).join('-');
  const specs = rows.flat();
  const repeats = new Map<Position, number>();
  for (const [role] of specs) repeats.set(role, (repeats.get(role) ?? 0) + 1);
  const seen = new Map<Position, number>();
  const slots = specs.map(([role, x, y]): FormationSlot => {
    const count = (seen.get(role) ?? 0) + 1;
    seen.set(role, count);
    const id = (repeats.get(role) ?? 0) > 1 ? `${role}-${count}` : role;
    return { id, role, line: positionGroup(role), x, y };
  });
  return { id: `${playersPerSide(format)}-${label}`, format, label, slots };
}

/** Real small-sided and eleven-a-side shapes, a few per format; the first of each is its default. */
export const FORMATION_PRESETS: readonly FormationPreset[] = [
  // 5-a-side (futsal): the square, the diamond, the "2-1-1" and the "3-1".
  preset('5x5', [
    KEEPER,
    CENTRE_PAIR,
    [
      ['striker', 0.32, 0.7],
      ['striker', 0.68, 0.7],
    ],
  ]),
  preset('5x5', [
    KEEPER,
    [['defender', 0.5, 0.24]],
    [
      ['leftMid', 0.18, 0.5],
      ['rightMid', 0.82, 0.5],
    ],
    ONE_UP,
  ]),
  preset('5x5', [KEEPER, CENTRE_PAIR, [['centralMid', 0.5, 0.5]], ONE_UP]),
  preset('5x5', [KEEPER, BACK_THREE, [['striker', 0.5, 0.76]]]),
  // 6-a-side
  preset('6x6', [
    KEEPER,
    CENTRE_PAIR,
    [
      ['leftMid', 0.22, 0.52],
      ['rightMid', 0.78, 0.52],
    ],
    ONE_UP,
  ]),
  preset('6x6', [KEEPER, BACK_THREE, TWO_UP]),
  preset('6x6', [KEEPER, CENTRE_PAIR, [['centralMid', 0.5, 0.48]], TWO_UP]),
  preset('6x6', [KEEPER, BACK_THREE, [['centralMid', 0.5, 0.52]], ONE_UP]),
  // 7-a-side
  preset('7x7', [KEEPER, BACK_THREE, CENTRAL_PAIR, ONE_UP]),
  preset('7x7', [KEEPER, CENTRE_PAIR, MIDFIELD_THREE, ONE_UP]),
  preset('7x7', [
    KEEPER,
    BACK_THREE,
    [
      ['leftWing', 0.18, 0.72],
      ['striker', 0.5, 0.8],
      ['rightWing', 0.82, 0.72],
    ],
  ]),
  preset('7x7', [KEEPER, BACK_THREE, [['centralMid', 0.5, 0.5]], TWO_UP]),
  // 8-a-side
  preset('8x8', [KEEPER, BACK_THREE, MIDFIELD_THREE, ONE_UP]),
  preset('8x8', [KEEPER, BACK_THREE, CENTRAL_PAIR, TWO_UP]),
  preset('8x8', [KEEPER, CENTRE_PAIR, MIDFIELD_THREE, TWO_UP]),
  // 9-a-side
  preset('9x9', [KEEPER, BACK_THREE, MIDFIELD_THREE, TWO_UP]),
  preset('9x9', [KEEPER, BACK_FOUR, HOLDING_THREE, ONE_UP]),
  preset('9x9', [KEEPER, BACK_THREE, MIDFIELD_FOUR, ONE_UP]),
  preset('9x9', [KEEPER, BACK_FOUR, CENTRAL_PAIR, TWO_UP]),
  // 11-a-side
  preset('11x11', [KEEPER, BACK_FOUR, MIDFIELD_FOUR, TWO_UP]),
  preset('11x11', [
    KEEPER,
    BACK_FOUR,
    HOLDING_THREE,
    [
      ['leftWing', 0.16, 0.74],
      ['striker', 0.5, 0.82],
      ['rightWing', 0.84, 0.74],
    ],
  ]),
  preset('11x11', [
    KEEPER,
    BACK_FOUR,
    [
      ['defensiveMid', 0.36, 0.42],
      ['defensiveMid', 0.64, 0.42],
    ],
    [
      ['leftWing', 0.16, 0.66],
      ['attackingMid', 0.5, 0.62],
      ['rightWing', 0.84, 0.66],
    ],
    [['striker', 0.5, 0.84]],
  ]),
  preset('11x11', [
    KEEPER,
    [
      ['defender', 0.28, 0.22],
      ['defender', 0.5, 0.2],
      ['defender', 0.72, 0.22],
    ],
    [
      ['leftMid', 0.1, 0.52],
      ['centralMid', 0.32, 0.5],
      ['defensiveMid', 0.5, 0.42],
      ['centralMid', 0.68, 0.5],
      ['rightMid', 0.9, 0.52],
    ],
    TWO_UP,
  ]),
  preset('11x11', [
    KEEPER,
    [
      ['leftBack', 0.1, 0.32],
      ['defender', 0.3, 0.22],
      ['defender', 0.5, 0.2],
      ['defender', 0.7, 0.22],
      ['rightBack', 0.9, 0.32],
    ],
    HOLDING_THREE,
    TWO_UP,
  ]),
];

const BY_ID = new Map(FORMATION_PRESETS.map((item) => [item.id, item]));

/** The presets of a format, its default first. */
export function presetsFor(format: GameFormat): FormationPreset[] {
  return FORMATION_PRESETS.filter((item) => item.format === format);
}

/** A preset by its stable id (`7-1-3-2-1`), or undefined. */
export function presetById(id: string): FormationPreset | undefined {
  return BY_ID.get(id);
}

/** The format's default preset (the first listed). */
export function defaultPreset(format: GameFormat): FormationPreset {
  const first = presetsFor(format)[0];
  if (!first) throw new Error(`no preset for ${format}`);
  return first;
}
