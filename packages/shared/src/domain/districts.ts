import type { Translated } from '../i18n/languages.js';

/** Baku's administrative districts (rayonlar), as stable slugs; their names are below. */
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

/** The districts' names in each language: the web's `districts.*` words, the bot's cards and search. */
export const BAKU_DISTRICT_NAMES: Record<BakuDistrict, Translated> = {
  binagadi: { az: 'Binəqədi', ru: 'Бинагади', en: 'Binagadi' },
  garadagh: { az: 'Qaradağ', ru: 'Гарадаг', en: 'Garadagh' },
  khatai: { az: 'Xətai', ru: 'Хатаи', en: 'Khatai' },
  khazar: { az: 'Xəzər', ru: 'Хазар', en: 'Khazar' },
  narimanov: { az: 'Nərimanov', ru: 'Нариманов', en: 'Narimanov' },
  nasimi: { az: 'Nəsimi', ru: 'Насими', en: 'Nasimi' },
  nizami: { az: 'Nizami', ru: 'Низами', en: 'Nizami' },
  pirallahi: { az: 'Pirallahı', ru: 'Пираллахи', en: 'Pirallahi' },
  sabail: { az: 'Səbail', ru: 'Сабаил', en: 'Sabail' },
  sabunchu: { az: 'Sabunçu', ru: 'Сабунчу', en: 'Sabunchu' },
  surakhani: { az: 'Suraxanı', ru: 'Сураханы', en: 'Surakhani' },
  yasamal: { az: 'Yasamal', ru: 'Ясамал', en: 'Yasamal' },
};

/** A box around Baku that every venue's coordinates fall inside. */
export const BAKU_BOUNDS = { minLat: 40.28, maxLat: 40.62, minLng: 49.6, maxLng: 50.4 } as const;
