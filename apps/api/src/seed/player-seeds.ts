import {
  MAX_SECONDARY_POSITIONS,
  NOTIFICATION_CHANNELS,
  PREFERRED_TIMES,
  SKILL_KEYS,
  SKILL_MAX,
  SKILL_MIN,
  WEEKDAYS,
  ageOn as ageOnDate,
  overallFromSkills,
  type ExperienceLevel,
  type Language,
  type NotificationChannel,
  type OnboardingStep,
  type Position,
  type PreferredFoot,
  type PreferredTime,
  type ShirtSize,
  type SkillKey,
  type Weekday,
  type Random,
  createRandom,
} from '@oyna/shared';
import type { NewUserRow } from '../db/schema.js';

/** A user row as the seed writes it: the database fills in id and timestamps; demo players have no password. */
export type PlayerSeed = Omit<NewUserRow, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt'>;

/** "Today" for the demo data: ages are computed against this date, and every seeded timestamp is before it. */
export const SEED_REFERENCE_DATE = '2026-11-01';

/** Whole years between an ISO birth date and an ISO reference date (both 'YYYY-MM-DD'). */
export function ageOn(birthDate: string, referenceDate: string = SEED_REFERENCE_DATE): number {
  return ageOnDate(birthDate, referenceDate);
}

// ---------------------------------------------------------------------------------------------
// Names

// prettier-ignore
const AZ_MALE_FIRST_NAMES = [
  'Elvin', 'Rəşad', 'Orxan', 'Kamran', 'Tural', 'Murad', 'Nicat', 'Əli', 'Hüseyn', 'Ramil', 'Fərid',
  'Cavid', 'Samir', 'Vüsal', 'Elnur', 'Emin', 'Rauf', 'Anar', 'İlkin', 'Seymur', 'Toğrul', 'Ülvi',
  'Ayxan', 'Fuad', 'Zaur', 'Rüfət', 'Elşən', 'Namiq', 'Kənan', 'Nurlan', 'Ruslan', 'Elçin', 'Məhəmməd',
  'Ömər', 'Mahir', 'Vüqar', 'Şahin', 'Pərviz', 'Ramin', 'Rövşən', 'Yusif', 'Sənan', 'Tərlan', 'İsmayıl',
  'Coşqun', 'Aqil', 'Taleh', 'Bəxtiyar', 'Çingiz', 'Həmid',
] as const;

// prettier-ignore
const AZ_FEMALE_FIRST_NAMES = [
  'Leyla', 'Aysel', 'Nigar', 'Günay', 'Nərmin', 'Səbinə', 'Lalə', 'Aygün', 'Fidan',
] as const;

/** Masculine surnames; the feminine form adds "a" (Məmmədov -> Məmmədova, Əliyev -> Əliyeva). */
// prettier-ignore
const AZ_SURNAMES = [
  'Məmmədov', 'Əliyev', 'Hüseynov', 'Quliyev', 'Həsənov', 'İsmayılov', 'Abbasov', 'Rəhimov', 'Nəsirov',
  'Cəfərov', 'Süleymanov', 'Kərimov', 'Babayev', 'Ağayev', 'Qasımov', 'İbrahimov', 'Musayev', 'Vəliyev',
  'Orucov', 'Bağırov', 'Salmanov', 'Nəbiyev', 'Əhmədov', 'Mustafayev', 'Zeynalov', 'Sadıqov', 'Rzayev',
  'Mehdiyev', 'Hacıyev', 'Novruzov', 'Əsgərov', 'Paşayev', 'Tağıyev', 'Səfərov',
] as const;

/** Fathers' names for the Azerbaijani patronymic ("Elçin oğlu", "Elçin qızı" or just "Elçin"). */
// prettier-ignore
const AZ_FATHER_NAMES = [
  'Elçin', 'Vaqif', 'Rauf', 'Arif', 'Tofiq', 'Yaşar', 'Fikrət', 'Mübariz', 'İlham', 'Natiq', 'Zakir',
  'Rafiq', 'Səməd', 'Əli', 'Hüseyn', 'Vüqar', 'Elşad', 'Rövşən', 'Namiq', 'Akif', 'Şahin', 'Cavanşir',
  'Ramiz', 'Əziz', 'Qəzənfər', 'Telman', 'Eldar', 'Nazim', 'Sabir', 'Məmməd',
] as const;

// prettier-ignore
const RU_MALE_FIRST_NAMES = [
  'Дмитрий', 'Алексей', 'Сергей', 'Андрей', 'Максим', 'Иван', 'Артём', 'Никита', 'Павел', 'Роман',
  'Владимир', 'Михаил', 'Евгений', 'Денис', 'Игорь',
] as const;

const RU_FEMALE_FIRST_NAMES = ['Анна', 'Екатерина', 'Ольга', 'Мария'] as const;

/** Masculine surnames; the feminine form adds "а" (Иванов -> Иванова). */
// prettier-ignore
const RU_SURNAMES = [
  'Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Соколов', 'Лебедев', 'Козлов', 'Новиков', 'Морозов',
  'Петров', 'Волков', 'Соловьёв', 'Васильев', 'Зайцев', 'Павлов', 'Семёнов', 'Голубев', 'Богданов',
] as const;

/** Masculine patronymics; the feminine form swaps "ич" for "на" (Сергеевич -> Сергеевна). */
// prettier-ignore
const RU_PATRONYMICS = [
  'Сергеевич', 'Александрович', 'Владимирович', 'Николаевич', 'Викторович', 'Игоревич', 'Андреевич',
  'Олегович', 'Юрьевич', 'Михайлович', 'Дмитриевич',
] as const;

/** Azerbaijani (passport style: ə->a, ş->sh, x->kh, q->g, c->j) and Russian letters to plain ASCII. */
// prettier-ignore
const TRANSLITERATION: Record<string, string> = {
  ə: 'a', ı: 'i', ö: 'o', ü: 'u', ğ: 'gh', ş: 'sh', ç: 'ch', x: 'kh', q: 'g', c: 'j',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** "Rəşad" -> "rashad", "Quliyev" -> "guliyev", "Соловьёв" -> "solovyov": lowercase ASCII letters and digits only. */
export function transliterate(text: string): string {
  let result = '';
  for (const character of text.replace(/İ/g, 'i').toLowerCase()) {
    result += TRANSLITERATION[character] ?? character;
  }
  return result.replace(/[^a-z0-9]/g, '');
}

// ---------------------------------------------------------------------------------------------
// Football profile

/** Share of primary positions, in percent: 10 goalkeepers, 30 defenders, 35 midfielders, 25 attackers. */
const POSITION_SHARE: Record<Position, number> = {
  goalkeeper: 10,
  defender: 14,
  leftBack: 8,
  rightBack: 8,
  defensiveMid: 8,
  centralMid: 11,
  leftMid: 5,
  rightMid: 5,
  attackingMid: 6,
  leftWing: 6,
  rightWing: 6,
  striker: 13,
};

/** Positions a player of the given primary position plausibly also covers. */
const RELATED_POSITIONS: Record<Position, readonly Position[]> = {
  goalkeeper: ['defender'],
  defender: ['leftBack', 'rightBack', 'defensiveMid'],
  leftBack: ['defender', 'leftMid', 'leftWing', 'rightBack'],
  rightBack: ['defender', 'rightMid', 'rightWing', 'leftBack'],
  defensiveMid: ['centralMid', 'defender', 'attackingMid'],
  centralMid: ['defensiveMid', 'attackingMid', 'leftMid', 'rightMid'],
  leftMid: ['leftWing', 'centralMid', 'leftBack', 'rightMid'],
  rightMid: ['rightWing', 'centralMid', 'rightBack', 'leftMid'],
  attackingMid: ['centralMid', 'striker', 'leftWing', 'rightWing'],
  leftWing: ['rightWing', 'leftMid', 'striker', 'attackingMid'],
  rightWing: ['leftWing', 'rightMid', 'striker', 'attackingMid'],
  striker: ['attackingMid', 'leftWing', 'rightWing'],
};

/** Shirt numbers players of each position like to wear. */
const TYPICAL_JERSEYS: Record<Position, readonly number[]> = {
  goalkeeper: [1, 12, 16, 23, 13, 30, 31, 33, 99],
  defender: [4, 5, 3, 2, 6, 15, 24, 44, 55, 26],
  leftBack: [3, 21, 5, 18, 28, 13],
  rightBack: [2, 22, 12, 20, 27, 32],
  defensiveMid: [6, 4, 8, 16, 14, 25, 34],
  centralMid: [8, 6, 10, 14, 16, 18, 21, 28],
  leftMid: [7, 11, 17, 19, 22, 27, 77],
  rightMid: [7, 11, 17, 19, 22, 27, 77],
  attackingMid: [10, 8, 14, 20, 22, 80],
  leftWing: [7, 11, 17, 19, 77, 70, 27],
  rightWing: [7, 11, 17, 19, 77, 70, 27],
  striker: [9, 11, 19, 29, 90, 99, 18, 21, 10],
};

/** How a position shifts each self-rating from the player's base level. */
const POSITION_SKILL_BIAS: Record<Position, Partial<Record<SkillKey, number>>> = {
  goalkeeper: {
    positioning: 2.5,
    vision: 0.5,
    heading: 0.5,
    speed: -1,
    dribbling: -2,
    shotPower: -1,
    tackling: -1,
  },
  defender: { tackling: 2, heading: 2, positioning: 1.5, dribbling: -1.5, technique: -1, shotPower: -0.5 },
  leftBack: { speed: 1.5, endurance: 1.5, tackling: 1.5, positioning: 0.5, heading: -0.5, shotPower: -1 },
  rightBack: { speed: 1.5, endurance: 1.5, tackling: 1.5, positioning: 0.5, heading: -0.5, shotPower: -1 },
  defensiveMid: {
    tackling: 1.5,
    positioning: 1.5,
    passAccuracy: 1,
    endurance: 1,
    vision: 0.5,
    dribbling: -0.5,
  },
  centralMid: { passAccuracy: 1.5, vision: 1.5, endurance: 1, technique: 0.5, heading: -0.5 },
  leftMid: { speed: 1, endurance: 1.5, passAccuracy: 0.5, dribbling: 0.5, heading: -0.5 },
  rightMid: { speed: 1, endurance: 1.5, passAccuracy: 0.5, dribbling: 0.5, heading: -0.5 },
  attackingMid: { vision: 2, technique: 1.5, passAccuracy: 1, dribbling: 1, tackling: -1.5, heading: -1 },
  leftWing: { speed: 2, dribbling: 2, technique: 1, tackling: -1.5, heading: -1 },
  rightWing: { speed: 2, dribbling: 2, technique: 1, tackling: -1.5, heading: -1 },
  striker: { shotPower: 2.5, positioning: 1.5, heading: 1, dribbling: 0.5, tackling: -2, passAccuracy: -0.5 },
};

/** Goals per game before joining, by position: [min, max]. */
const GOALS_PER_GAME: Record<Position, readonly [number, number]> = {
  goalkeeper: [0, 0.01],
  defender: [0.03, 0.12],
  leftBack: [0.05, 0.15],
  rightBack: [0.05, 0.15],
  defensiveMid: [0.08, 0.2],
  centralMid: [0.12, 0.3],
  leftMid: [0.2, 0.4],
  rightMid: [0.2, 0.4],
  attackingMid: [0.3, 0.55],
  leftWing: [0.35, 0.65],
  rightWing: [0.35, 0.65],
  striker: [0.5, 0.95],
};

const LEVEL_BASE_SKILL: Record<ExperienceLevel, number> = {
  rookie: 3.2,
  developing: 4.8,
  experienced: 6.3,
  veteran: 7.3,
};

const LEVEL_PROFILE: Record<
  ExperienceLevel,
  { years: [number, number]; games: [number, number]; tournaments: [number, number] }
> = {
  rookie: { years: [0, 2], games: [0, 15], tournaments: [0, 1] },
  developing: { years: [2, 6], games: [10, 80], tournaments: [0, 4] },
  experienced: { years: [5, 14], games: [50, 300], tournaments: [2, 12] },
  veteran: { years: [10, 30], games: [150, 800], tournaments: [5, 30] },
};

/** Experience level odds by age: the first row whose `below` exceeds the age applies. */
const LEVEL_ODDS_BY_AGE: readonly { below: number; odds: Record<ExperienceLevel, number> }[] = [
  { below: 16, odds: { rookie: 50, developing: 45, experienced: 5, veteran: 0 } },
  { below: 18, odds: { rookie: 35, developing: 50, experienced: 15, veteran: 0 } },
  { below: 25, odds: { rookie: 20, developing: 40, experienced: 32, veteran: 8 } },
  { below: 33, odds: { rookie: 12, developing: 30, experienced: 38, veteran: 20 } },
  { below: Infinity, odds: { rookie: 10, developing: 22, experienced: 33, veteran: 35 } },
];

const ACHIEVEMENT_CHANCE: Record<ExperienceLevel, number> = {
  rookie: 0.1,
  developing: 0.35,
  experienced: 0.6,
  veteran: 0.8,
};

/** Shirt size by weight: the first row whose limit exceeds the weight applies. */
// prettier-ignore
const SHIRT_BY_WEIGHT: Record<'male' | 'female', readonly (readonly [below: number, size: ShirtSize])[]> = {
  male: [[63, 'S'], [73, 'M'], [84, 'L'], [94, 'XL'], [Infinity, 'XXL']],
  female: [[58, 'XS'], [66, 'S'], [Infinity, 'M']],
};

/** How many secondary positions players list, with odds: goalkeepers rarely list any. */
// prettier-ignore
const SECONDARY_COUNT_ODDS: Record<'goalkeeper' | 'outfield', readonly (readonly [count: number, odds: number])[]> = {
  goalkeeper: [[0, 85], [1, 15]],
  outfield: [[0, 25], [1, 40], [2, 25], [3, 10]],
};

/** Ages in years, with odds: mostly players in their twenties and early thirties. */
const AGE_BUCKETS: readonly (readonly [[number, number], number])[] = [
  [[14, 17], 6],
  [[18, 24], 30],
  [[25, 32], 35],
  [[33, 40], 19],
  [[41, 48], 7],
  [[49, 55], 3],
];

const TEAM_EXPERIENCE_TEXTS = [
  'Universitet komandasında 3 il oynayıb',
  'Məktəb komandasında kapitan olub',
  'Korporativ liqada ofis komandası üçün oynayır',
  'Bakı həvəskar futzal liqasında 2 mövsüm',
  'Uşaq yaşlarından futbol akademiyasında məşq edib',
  'Həftəsonları məhəllə komandası ilə oynayır',
  'Həvəskar liqada "Neftçilər" komandasının heyətində',
  'Tələbə liqasında fakültə komandasında oynayıb',
  'İdman məktəbində 5 il futbol məşqləri',
  'Dostlar komandası ilə mütəmadi mini-futbol oyunları',
  'Regional həvəskar çempionatında 2 mövsüm',
] as const;

const ACHIEVEMENT_TEXTS = [
  'Bakı həvəskar liqasında çempion (2024)',
  'Korporativ turnirdə ən yaxşı bombardir',
  'Universitet çempionatında gümüş medal',
  'Məhəllə turnirində 1-ci yer',
  'Futzal liqasında bürünc medal (2023)',
  'Tələbə liqasında mövsümün ən yaxşı oyunçusu',
  'Novruz kubokunda finalçı',
  'Həvəskar kubokda yarımfinal',
] as const;

const GOALKEEPER_ACHIEVEMENTS = [
  'Futzal liqasında mövsümün ən yaxşı qapıçısı',
  'Korporativ turnirdə ən az qol buraxan qapıçı',
] as const;

const DAY_CHANCE: Record<Weekday, number> = {
  monday: 0.35,
  tuesday: 0.4,
  wednesday: 0.45,
  thursday: 0.4,
  friday: 0.45,
  saturday: 0.75,
  sunday: 0.65,
};

const TIME_CHANCE: Record<PreferredTime, number> = {
  morning: 0.12,
  afternoon: 0.2,
  evening: 0.85,
  night: 0.3,
};

const MOBILE_PREFIXES = ['50', '51', '55', '70', '77', '99', '10'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Helpers

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function roundTo(value: number, step: number): number {
  // Divide by the inverse so that 0.1 steps give 68.1 rather than 68.10000000000001.
  const inverse = Math.round(1 / step);
  return Math.round(value * inverse) / inverse;
}

/** A key of `odds`, chosen with probability proportional to its value. */
function pickByOdds<K extends string>(random: Random, odds: Readonly<Record<K, number>>): K {
  return random.weighted(Object.entries(odds) as [K, number][]);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A birth date making the player exactly `age` on the reference date. */
function birthDateForAge(random: Random, age: number): string {
  const [ry = 2026, rm = 11, rd = 1] = SEED_REFERENCE_DATE.split('-').map(Number);
  const latest = Date.UTC(ry - age, rm - 1, rd); // the birthday falls on the reference date
  const earliest = Date.UTC(ry - age - 1, rm - 1, rd) + DAY_MS; // one day short of a year older
  return isoDate(earliest + random.int(0, Math.round((latest - earliest) / DAY_MS)) * DAY_MS);
}

function pickLevel(random: Random, age: number): ExperienceLevel {
  for (const { below, odds } of LEVEL_ODDS_BY_AGE) if (age < below) return pickByOdds(random, odds);
  return 'veteran'; // not reached: the last row has no upper age
}

function shirtSizeFor(weightKg: number, female: boolean): ShirtSize {
  for (const [below, size] of SHIRT_BY_WEIGHT[female ? 'female' : 'male']) if (weightKg < below) return size;
  return 'XXL'; // not reached: the last row has no upper weight
}

/** Primary positions for `count` players in exactly the POSITION_SHARE proportions (largest remainder), shuffled. */
function positionDeck(random: Random, count: number): Position[] {
  const total = Object.values<number>(POSITION_SHARE).reduce((sum, share) => sum + share, 0);
  const quotas = (Object.entries(POSITION_SHARE) as [Position, number][]).map(([position, share]) => ({
    position,
    exact: (count * share) / total,
  }));
  const deck = quotas.flatMap(({ position, exact }) => Array<Position>(Math.floor(exact)).fill(position));
  const byRemainder = [...quotas].sort((a, b) => (b.exact % 1) - (a.exact % 1));
  for (const { position } of byRemainder.slice(0, count - deck.length)) deck.push(position);
  return random.shuffle(deck);
}

function pickFoot(random: Random, position: Position): PreferredFoot {
  const leftSided = position === 'leftBack' || position === 'leftMid' || position === 'leftWing';
  return random.weighted([
    ['right', leftSided ? 35 : 78],
    ['left', leftSided ? 55 : 13],
    ['both', leftSided ? 10 : 9],
  ]);
}

function rateSkills(
  random: Random,
  level: ExperienceLevel,
  position: Position,
  age: number,
): Record<SkillKey, number> {
  const talent = random.float(-1, 1);
  const bias = POSITION_SKILL_BIAS[position];
  const ageing: Partial<Record<SkillKey, number>> = {
    speed: -Math.max(0, age - 30) * 0.12,
    endurance: -Math.max(0, age - 32) * 0.1,
    vision: Math.min(Math.max(0, age - 25), 10) * 0.05,
    positioning: Math.min(Math.max(0, age - 25), 10) * 0.05,
  };
  const skills = {} as Record<SkillKey, number>;
  for (const key of SKILL_KEYS) {
    const raw =
      LEVEL_BASE_SKILL[level] + talent + (bias[key] ?? 0) + (ageing[key] ?? 0) + random.float(-1.2, 1.2);
    skills[key] = clamp(Math.round(raw), SKILL_MIN, SKILL_MAX);
  }
  return skills;
}

function pickJersey(random: Random, position: Position, taken: Set<number>): number {
  const typical = random.shuffle(TYPICAL_JERSEYS[position]).find((number) => !taken.has(number));
  if (typical !== undefined) return typical;
  // Then any free number; 1 is the goalkeeper's.
  const free: number[] = [];
  for (let number = 2; number <= 99; number++) if (!taken.has(number)) free.push(number);
  // Once all 99 numbers are worn, players share numbers, as they do across different teams.
  return free.length > 0 ? random.pick(free) : random.pick(TYPICAL_JERSEYS[position]);
}

function uniquePhone(random: Random, taken: Set<string>): string {
  for (;;) {
    const phone = `+994${random.pick(MOBILE_PREFIXES)}${random.int(2, 9)}${String(random.int(0, 999_999)).padStart(6, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

function telegramHandle(
  random: Random,
  first: string,
  last: string,
  birthYear: number,
  taken: Set<string>,
): string {
  const base = random.weighted([
    [`${first}_${last}`, 3],
    [`${first}${String(birthYear).slice(2)}`, 3],
    [`${first}_${last.slice(0, 1)}${random.int(1, 99)}`, 2],
    [`${last}_${first}`, 1],
    [`${first}${last}${random.int(1, 9)}`, 1],
  ]);
  let handle = base.length >= 5 ? base : `${base}_${birthYear}`;
  for (let suffix = 2; taken.has(handle); suffix++) handle = `${base}${suffix}`;
  taken.add(handle);
  return handle.slice(0, 32);
}

// ---------------------------------------------------------------------------------------------
// The generator

/**
 * `count` demo players with complete profiles and finished onboarding, the same for the same seed.
 * Emails are `firstname.lastname.N@players.oyna.az` (N = 1..count), phones unique E.164 mobiles.
 */
export function generatePlayerSeeds(count: number, seed = 2026): PlayerSeed[] {
  const random = createRandom(seed);
  const phones = new Set<string>();
  const handles = new Set<string>();
  const jerseys = new Set<number>();
  const consentFrom = Date.UTC(2026, 2, 1);
  const consentTo = Date.UTC(2026, 9, 25);
  const positions = positionDeck(random, count);
  const players: PlayerSeed[] = [];

  for (let n = 1; n <= count; n++) {
    // Who
    const russian = random.chance(0.1);
    const female = random.chance(0.06);
    const firstName = russian
      ? random.pick(female ? RU_FEMALE_FIRST_NAMES : RU_MALE_FIRST_NAMES)
      : random.pick(female ? AZ_FEMALE_FIRST_NAMES : AZ_MALE_FIRST_NAMES);
    const surname = random.pick(russian ? RU_SURNAMES : AZ_SURNAMES);
    const lastName = female ? `${surname}${russian ? 'а' : 'a'}` : surname;
    let middleName: string | null = null;
    if (russian) {
      const patronymic = random.pick(RU_PATRONYMICS);
      middleName = random.chance(0.85) ? (female ? patronymic.replace(/ич$/, 'на') : patronymic) : null;
    } else {
      const father = random.pick(AZ_FATHER_NAMES);
      middleName = random.weighted<string | null>([
        [`${father} ${female ? 'qızı' : 'oğlu'}`, 60],
        [father, 28],
        [null, 12],
      ]);
    }
    const language: Language = pickByOdds(
      random,
      russian ? { az: 0, ru: 90, en: 10 } : { az: 80, ru: 12, en: 8 },
    );

    const [minAge, maxAge] = random.weighted(AGE_BUCKETS);
    const age = random.int(minAge, maxAge);
    const birthDate = birthDateForAge(random, age);

    // Body: goalkeepers and centre-backs run a little taller
    const primaryPosition = positions[n - 1] ?? 'centralMid';
    const tall = primaryPosition === 'goalkeeper' || primaryPosition === 'defender' ? random.int(0, 5) : 0;
    const heightCm = female
      ? random.int(160, 165) + random.int(0, 7) + random.int(0, 6)
      : clamp(
          Math.round(165 + tall + random.float(0, 9) + random.float(0, 9) + random.float(0, 9)),
          160,
          195,
        );
    const bmi =
      (female ? random.float(21.5, 25) : random.float(20.5, 26.5)) +
      (age < 20 ? -1.5 : 0) +
      (age > 35 ? random.float(0, 2) : 0);
    const weightKg = clamp(roundTo(bmi * (heightCm / 100) ** 2, 0.1), 55, 100);
    const shirtSize = shirtSizeFor(weightKg, female);
    const shoeSize = clamp(
      roundTo(38.5 + ((heightCm - 160) / 35) * 7 + random.float(-0.75, 0.75), 0.5),
      38,
      46,
    );

    // Football
    const level = pickLevel(random, age);
    const profile = LEVEL_PROFILE[level];
    const yearsPlaying = Math.min(random.int(...profile.years), Math.max(0, age - 6));
    const gamesPlayedBefore = random.int(...profile.games);
    const tournamentsPlayed = random.int(...profile.tournaments);
    const [goalsMin, goalsMax] = GOALS_PER_GAME[primaryPosition];
    const goalsScoredBefore = Math.round(gamesPlayedBefore * random.float(goalsMin, goalsMax));
    const teamExperience = random.chance(level === 'rookie' ? 0.3 : 0.8)
      ? random.pick(TEAM_EXPERIENCE_TEXTS)
      : null;
    const achievements = random.chance(ACHIEVEMENT_CHANCE[level])
      ? random.pick(
          primaryPosition === 'goalkeeper' && random.chance(0.6)
            ? GOALKEEPER_ACHIEVEMENTS
            : ACHIEVEMENT_TEXTS,
        )
      : null;
    const skills = rateSkills(random, level, primaryPosition, age);
    const secondaryCount = random.weighted(
      SECONDARY_COUNT_ODDS[primaryPosition === 'goalkeeper' ? 'goalkeeper' : 'outfield'],
    );
    const secondaryPositions = random
      .pickMany(RELATED_POSITIONS[primaryPosition], Math.min(secondaryCount, MAX_SECONDARY_POSITIONS))
      .filter((position) => position !== primaryPosition);
    const jerseyNumber = pickJersey(random, primaryPosition, jerseys);
    jerseys.add(jerseyNumber);

    // Schedule
    const availableDays = WEEKDAYS.filter((day) => random.chance(DAY_CHANCE[day]));
    if (availableDays.length === 0) availableDays.push(random.pick(['saturday', 'sunday'] as const));
    const preferredTimes = PREFERRED_TIMES.filter((time) => random.chance(TIME_CHANCE[time]));
    if (preferredTimes.length === 0) preferredTimes.push('evening');

    // Contacts and integrations
    const first = transliterate(firstName);
    const last = transliterate(lastName);
    const birthYear = Number(birthDate.slice(0, 4));
    const telegramUsername = random.chance(0.55)
      ? telegramHandle(random, first, last, birthYear, handles)
      : null;
    const notificationChannels = NOTIFICATION_CHANNELS.filter((channel: NotificationChannel) => {
      if (channel === 'push') return random.chance(0.9);
      if (channel === 'email') return random.chance(0.65);
      if (channel === 'sms') return random.chance(0.12);
      return telegramUsername !== null && random.chance(0.75);
    });
    if (notificationChannels.length === 0) notificationChannels.push('push');

    // Onboarding: everyone finished; about one in five skipped some of the optional steps 4-6.
    const consentMs = consentFrom + random.int(0, (consentTo - consentFrom) / 60_000) * 60_000;
    const optionalSteps: OnboardingStep[] = [4, 5, 6];
    const skipped = random.chance(0.2)
      ? random.pickMany(optionalSteps, random.int(1, 3)).sort((a, b) => a - b)
      : [];
    const completed = ([1, 2, 3, 4, 5, 6] as const).filter((step) => !skipped.includes(step));

    players.push({
      email: `${first}.${last}.${n}@players.oyna.az`,
      googleSubject: null,
      telegramId: null,
      role: 'player',
      firstName,
      lastName,
      middleName,
      phone: uniquePhone(random, phones),
      language,
      birthDate,
      photoUrl: null,
      heightCm,
      weightKg,
      shirtSize,
      shoeSize,
      yearsPlaying,
      experienceLevel: level,
      preferredFoot: pickFoot(random, primaryPosition),
      teamExperience,
      achievements,
      gamesPlayedBefore,
      tournamentsPlayed,
      goalsScoredBefore,
      skills,
      skillOverall: overallFromSkills(skills),
      primaryPosition,
      secondaryPositions,
      jerseyNumber,
      availableDays,
      preferredTimes,
      telegramUsername,
      fitnessConnection: 'not_connected',
      notificationChannels,
      dataProcessingConsentAt: new Date(consentMs),
      onboardingCurrentStep: 6,
      onboardingCompletedSteps: completed,
      onboardingSkippedSteps: skipped,
      onboardingCompletedAt: new Date(consentMs + random.int(4, 25) * 60_000),
    });
  }
  return players;
}
