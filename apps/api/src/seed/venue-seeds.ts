import {
  BAKU_DISTRICTS,
  VENUE_AMENITIES,
  VENUE_SURFACES,
  VENUE_TYPES,
  foldForSearch,
  type BakuDistrict,
  type VenueAmenity,
  type VenueSurface,
  type VenueType,
} from '@oyna/shared';
import type { NewVenueRow } from '../db/schema.js';

/**
 * Amenity codes of the table below: one letter each, in any order.
 * S showers, C changing rooms, P parking, L lighting (floodlights), K cafe (kafe), W wifi,
 * T stands (tribuna), R equipment rental, A first aid.
 */
const AMENITY_CODES: Record<string, VenueAmenity> = {
  S: 'showers',
  C: 'changing_rooms',
  P: 'parking',
  L: 'lighting',
  K: 'cafe',
  W: 'wifi',
  T: 'stands',
  R: 'equipment_rental',
  A: 'first_aid',
};

/**
 * The demo venues, hand-written, grouped by district (`# slug` lines). Columns:
 * name | address | latitude, longitude | type | surface | pitches | amenity codes | phone ("-" when none).
 * The venue slug is derived from the name, so renaming a venue here gives it a new slug.
 */
const VENUE_TABLE = `
# nasimi
Nəsimi Arena                        | Səməd Vurğun küçəsi 34                        | 40.38342, 49.84418 | indoor  | artificial_grass | 2 | SCPKW   | +994 12 493 27 15
28 May Futzal Zalı                  | 28 May küçəsi 15                              | 40.38087, 49.84763 | futsal  | parquet          | 1 | SCW     | +994 12 498 60 42
Füzuli Mini-Futbol                  | Füzuli küçəsi 65                              | 40.38521, 49.83875 | outdoor | artificial_grass | 1 | CL      | +994 55 312 44 70
Rəşid Behbudov Sport Mərkəzi        | Rəşid Behbudov küçəsi 112                     | 40.38803, 49.83302 | indoor  | rubber           | 2 | SCPKWA  | +994 12 440 15 83
Kubinka Futbol Meydançası           | Abbasqulu ağa Bakıxanov küçəsi 27             | 40.39215, 49.84105 | outdoor | artificial_grass | 1 | CLS     | +994 70 245 18 36
Dilarə Əliyeva Futzal               | Dilarə Əliyeva küçəsi 251                     | 40.38134, 49.83522 | futsal  | rubber           | 1 | SC      | -
Cəfər Cabbarlı Sport Complex        | Cəfər Cabbarlı küçəsi 44                      | 40.39378, 49.82861 | outdoor | artificial_grass | 2 | SCPLK   | +994 12 431 72 09
Süleyman Rəhimov Arena              | Süleyman Rəhimov küçəsi 160                   | 40.39641, 49.83740 | futsal  | parquet          | 1 | SCWT    | +994 50 418 23 61
# yasamal
Yeni Yasamal Futbol Mərkəzi         | Əbdülvahab Salamzadə küçəsi 11                | 40.38972, 49.79835 | outdoor | artificial_grass | 3 | SCPLKR  | +994 12 538 40 12
Şərifzadə Mini-Futbol               | Şərifzadə küçəsi 202                          | 40.38155, 49.80612 | outdoor | artificial_grass | 1 | CL      | +994 51 604 32 18
İnşaatçılar Futzal Zalı             | İnşaatçılar prospekti 33                      | 40.39187, 49.80345 | futsal  | parquet          | 1 | SCW     | +994 12 539 86 47
Elmlər Sport Arena                  | Hüseyn Cavid prospekti 31                     | 40.37693, 49.81412 | indoor  | artificial_grass | 2 | SCPKWA  | +994 12 510 24 90
Həsən bəy Zərdabi Futbol Meydançası | Həsən bəy Zərdabi küçəsi 78                   | 40.38610, 49.81925 | outdoor | artificial_grass | 2 | SCPL    | +994 50 277 61 03
Mətbuat Indoor Football             | Mətbuat prospekti 24                          | 40.37945, 49.80488 | indoor  | rubber           | 1 | SCW     | +994 12 511 09 76
Yasamal Sport Kompleksi             | Məhəmməd Xiyabani küçəsi 10                   | 40.39410, 49.81290 | outdoor | natural_grass    | 1 | SCPLTA  | +994 12 562 71 35
Zahid Xəlilov Futzal                | Zahid Xəlilov küçəsi 23                       | 40.37398, 49.81560 | futsal  | rubber           | 1 | SC      | -
# sabail
Bayıl Mini-Futbol                   | Bayıl qəsəbəsi, Mikayıl Müşfiq küçəsi 4       | 40.34412, 49.83470 | outdoor | artificial_grass | 1 | CLP     | +994 55 730 12 48
Badamdar Futbol Mərkəzi             | Badamdar şosesi 9                             | 40.33895, 49.80780 | outdoor | artificial_grass | 2 | SCPLK   | +994 12 447 38 15
İçərişəhər Futzal Zalı              | Niyazi küçəsi 11                              | 40.36580, 49.83612 | futsal  | parquet          | 1 | SCW     | +994 12 492 05 63
Bulvar Sport Complex                | Neftçilər prospekti 93                        | 40.36205, 49.84640 | indoor  | artificial_grass | 2 | SCKWRA  | +994 12 404 51 27
Səbail Arena                        | Üzeyir Hacıbəyov küçəsi 64                    | 40.36840, 49.84105 | indoor  | rubber           | 1 | SCW     | +994 50 390 27 14
Badamdar Futzal Zalı                | Badamdar qəsəbəsi, Badamdar şosesi 44         | 40.33640, 49.81455 | futsal  | rubber           | 1 | SCP     | -
# narimanov
Gənclik Futbol Mərkəzi              | Ataturk prospekti 40                          | 40.40235, 49.85345 | outdoor | artificial_grass | 4 | SCPLKTR | +994 12 564 18 20
Nərimanov Futzal Zalı               | Təbriz küçəsi 74                              | 40.40718, 49.87135 | futsal  | parquet          | 1 | SCW     | +994 12 465 33 81
Montin Mini-Futbol                  | Əhməd Rəcəbli küçəsi 156                      | 40.41185, 49.87903 | outdoor | artificial_grass | 1 | CLP     | +994 70 312 45 67
Fətəli Xan Xoyski Arena             | Fətəli Xan Xoyski prospekti 111               | 40.40960, 49.86240 | indoor  | artificial_grass | 2 | SCPKWA  | +994 12 567 40 02
Ağa Nemətulla Sport Complex         | Ağa Nemətulla küçəsi 44                       | 40.40380, 49.88455 | indoor  | rubber           | 1 | SCPW    | +994 50 655 20 31
Ziya Bünyadov Futbol Meydançası     | Ziya Bünyadov prospekti 17                    | 40.41620, 49.86785 | outdoor | artificial_grass | 2 | SCPL    | -
Olimpik Futzal Mərkəzi              | Heydər Əliyev prospekti 115                   | 40.41275, 49.88610 | futsal  | rubber           | 2 | SCPWT   | +994 12 488 19 54
# khatai
Ağ Şəhər Sport Complex              | 8 Noyabr prospekti 25                         | 40.37860, 49.87840 | indoor  | artificial_grass | 3 | SCPKWRA | +994 12 310 45 45
Əhmədli Mini-Futbol                 | Məhəmməd Hadi küçəsi 64                       | 40.38455, 49.94520 | outdoor | artificial_grass | 1 | CLP     | +994 55 418 90 27
Babək Futzal Zalı                   | Babək prospekti 2/45                          | 40.39320, 49.89910 | futsal  | parquet          | 1 | SCW     | +994 12 370 62 14
Xətai Arena                         | Xətai prospekti 30                            | 40.38265, 49.88930 | outdoor | artificial_grass | 2 | SCPLK   | +994 12 372 08 66
Nobel Indoor Football               | Nobel prospekti 61                            | 40.37505, 49.90815 | indoor  | rubber           | 1 | SCPW    | +994 50 224 71 90
Həzi Aslanov Futbol Meydançası      | Əhmədli, Mehdi Abbasov küçəsi 12              | 40.37840, 49.94635 | outdoor | artificial_grass | 2 | SCPL    | -
Yusif Səfərov Futzal                | Yusif Səfərov küçəsi 27                       | 40.39605, 49.87695 | futsal  | rubber           | 1 | SC      | +994 70 580 33 42
# nizami
8-ci km Futzal Zalı                 | Bəhruz Nuriyev küçəsi 31                      | 40.40245, 49.94760 | futsal  | parquet          | 1 | SCW     | +994 12 425 13 70
Qara Qarayev Arena                  | Qara Qarayev prospekti 56                     | 40.40820, 49.93580 | outdoor | artificial_grass | 2 | SCPLK   | +994 12 421 90 38
Nizami Sport Mərkəzi                | Cəlil Məmmədquluzadə küçəsi 102               | 40.39735, 49.94130 | indoor  | artificial_grass | 2 | SCPKWA  | +994 12 425 77 06
Neftçilər Mini-Futbol               | Qara Qarayev prospekti 112                    | 40.40930, 49.94395 | outdoor | artificial_grass | 1 | CL      | +994 51 733 08 29
Nizami Futzal Klubu                 | Bəhruz Nuriyev küçəsi 8                       | 40.39880, 49.95245 | futsal  | rubber           | 1 | SC      | -
Gülüstan Indoor Football            | Qara Qarayev prospekti 14                     | 40.40470, 49.93220 | indoor  | rubber           | 1 | SCPW    | +994 50 811 46 52
# binagadi
Binəqədi qəsəbəsi Futbol Meydançası | Binəqədi qəsəbəsi, Binəqədi şosesi 45         | 40.46130, 49.83275 | outdoor | artificial_grass | 2 | CLP     | +994 55 642 18 09
9-cu mikrorayon Futzal              | Aşıq Ələsgər küçəsi 7                         | 40.42290, 49.81640 | futsal  | parquet          | 1 | SCW     | +994 12 562 30 48
8-ci mikrorayon Mini-Futbol         | Cəfər Xəndan küçəsi 38                        | 40.42575, 49.83930 | outdoor | artificial_grass | 1 | SCL     | +994 70 401 26 85
Dərnəgül Futbol Mərkəzi             | Mirəli Seyidov küçəsi 12                      | 40.43160, 49.84690 | outdoor | artificial_grass | 3 | SCPLKR  | +994 12 564 71 92
Rəsulzadə Arena                     | M.Ə. Rəsulzadə qəsəbəsi, 3-cü küçə 15         | 40.43720, 49.80860 | indoor  | artificial_grass | 1 | SCP     | +994 50 373 55 10
Azadlıq Indoor Football             | Azadlıq prospekti 204                         | 40.42810, 49.82675 | indoor  | rubber           | 2 | SCPKW   | +994 12 567 02 47
Biləcəri Futzal Zalı                | Biləcəri qəsəbəsi, Nizami küçəsi 21           | 40.43510, 49.80155 | futsal  | rubber           | 1 | SC      | -
# sabunchu
Bakıxanov Futbol Mərkəzi            | Bakıxanov qəsəbəsi, Ceyhun Səlimov küçəsi 12  | 40.43180, 49.95640 | outdoor | artificial_grass | 2 | SCPL    | +994 12 452 38 17
Bakıxanov Futzal Zalı               | Bakıxanov qəsəbəsi, Sülh küçəsi 5             | 40.43505, 49.96225 | futsal  | parquet          | 1 | SCW     | +994 55 207 64 31
Ramana Mini-Futbol                  | Ramana qəsəbəsi, Əliağa Vahid küçəsi 5        | 40.45230, 49.97810 | outdoor | artificial_grass | 1 | L       | -
Sabunçu Sport Mərkəzi               | Sabunçu qəsəbəsi, Nəsrəddin Tusi küçəsi 18    | 40.44390, 49.94720 | indoor  | artificial_grass | 1 | SCP     | +994 12 454 60 23
# surakhani
Qaraçuxur Futbol Meydançası         | Qaraçuxur qəsəbəsi, Nizami küçəsi 12          | 40.41545, 49.97980 | outdoor | artificial_grass | 2 | CLP     | +994 51 520 17 44
Əmircan Futzal Zalı                 | Əmircan qəsəbəsi, Sabit Rəhman küçəsi 9       | 40.42410, 50.00235 | futsal  | rubber           | 1 | SC      | +994 12 458 29 63
Suraxanı Arena                      | Suraxanı qəsəbəsi, Atəşgah küçəsi 3           | 40.41960, 50.04455 | indoor  | artificial_grass | 1 | SCP     | -
# khazar
Mərdəkan Futbol Parkı               | Mərdəkan qəsəbəsi, Sergey Yesenin küçəsi 90   | 40.49280, 50.14210 | outdoor | natural_grass    | 2 | SCPLT   | +994 12 454 12 80
Buzovna Sahil Mini-Futbol           | Buzovna qəsəbəsi, Xəzər küçəsi 27             | 40.51365, 50.11690 | outdoor | artificial_grass | 1 | CLP     | +994 50 760 14 38
Şüvəlan Futzal Zalı                 | Şüvəlan qəsəbəsi, Heydər Əliyev küçəsi 61     | 40.48805, 50.20115 | futsal  | parquet          | 1 | SCP     | -
Binə Sport Complex                  | Binə qəsəbəsi, Ceyhun bəy Hacıbəyli küçəsi 14 | 40.45640, 50.08310 | indoor  | rubber           | 1 | SCPW    | +994 55 301 47 69
# garadagh
Lökbatan Futbol Meydançası          | Lökbatan qəsəbəsi, Nəriman Nərimanov küçəsi 8 | 40.32585, 49.73060 | outdoor | artificial_grass | 1 | CLP     | +994 70 212 83 05
Qaradağ Sport Mərkəzi               | Lökbatan qəsəbəsi, Səməd Vurğun küçəsi 17     | 40.32110, 49.72545 | indoor  | artificial_grass | 1 | SCP     | +994 12 447 60 93
# pirallahi
Pirallahı Futbol Meydançası         | Pirallahı qəsəbəsi, Neftçilər küçəsi 3        | 40.47060, 50.32355 | outdoor | artificial_grass | 1 | CL      | -
`;

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** "Gənclik Futbol Mərkəzi" -> "genclik-futbol-merkezi". */
export function venueSlug(name: string): string {
  return foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function parseVenueTable(table: string): NewVenueRow[] {
  const rows: NewVenueRow[] = [];
  let district: BakuDistrict | undefined;
  for (const rawLine of table.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const fail = (problem: string): never => {
      throw new Error(`venue-seeds: ${problem} in line "${line}"`);
    };
    if (line.startsWith('#')) {
      const slug = line.slice(1).trim();
      district = isOneOf(BAKU_DISTRICTS, slug) ? slug : fail(`unknown district "${slug}"`);
      continue;
    }
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== 8) fail(`${cells.length} columns instead of 8`);
    const [
      name = '',
      address = '',
      coordinates = '',
      type = '',
      surface = '',
      pitches = '',
      codes = '',
      phone = '',
    ] = cells;
    const [latitude, longitude] = coordinates.split(',').map((part) => Number(part.trim()));
    if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude + longitude)) {
      fail('bad coordinates');
    }
    const pitchCount = Number(pitches);
    if (!Number.isInteger(pitchCount) || pitchCount < 1) fail('bad pitch count');
    const amenities = [...codes].map((code) => AMENITY_CODES[code] ?? fail(`unknown amenity code "${code}"`));
    rows.push({
      slug: venueSlug(name),
      name,
      district: district ?? fail('no district heading before the first venue'),
      address,
      latitude: latitude as number,
      longitude: longitude as number,
      type: isOneOf<VenueType>(VENUE_TYPES, type) ? type : fail(`unknown type "${type}"`),
      surface: isOneOf<VenueSurface>(VENUE_SURFACES, surface)
        ? surface
        : fail(`unknown surface "${surface}"`),
      amenities: VENUE_AMENITIES.filter((amenity) => amenities.includes(amenity)),
      pitchCount,
      phone: phone === '-' ? null : phone,
    });
  }
  return rows;
}

/** Football venues across all twelve districts of Baku (id and timestamps are left to the database). */
export const venueSeeds: NewVenueRow[] = parseVenueTable(VENUE_TABLE);
