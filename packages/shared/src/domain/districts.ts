/** Baku's administrative districts (rayonlar), as stable slugs; names live in the web locales. */
export const BAKU_DISTRICTS = [
  'binagadi',
  'garadagh',
  'khatai',
  'khazar',
  'narimanov',
  'nasimi',
  'nizami',
  'pirallahi',
  'sabail',
  'sabunchu',
  'surakhani',
  'yasamal',
] as const;
export type BakuDistrict = (typeof BAKU_DISTRICTS)[number];

/** A box around Baku that every venue's coordinates fall inside. */
export const BAKU_BOUNDS = { minLat: 40.28, maxLat: 40.62, minLng: 49.6, maxLng: 50.4 } as const;
