import { TEAM_MEMBERS, type GameFormat, type TeamType, type VenueType, createRandom } from '@oyna/shared';

const DAY_MS = 24 * 3_600_000;

/** The formats the demo's teams play, and the venues each is played at. */
export type TeamSeedFormat = Extract<GameFormat, '5x5' | '6x6' | '7x7' | '8x8' | '11x11'>;
export const VENUE_TYPES_BY_FORMAT: Record<TeamSeedFormat, readonly VenueType[]> = {
  '5x5': ['futsal', 'indoor'],
  '6x6': ['indoor', 'outdoor'],
  '7x7': ['outdoor', 'indoor'],
  '8x8': ['outdoor'],
  '11x11': ['outdoor'],
};

/** What the demo player is to a team: its captain, a member, or invited by it. */
export type DemoTie = 'captain' | 'member' | 'invites' | null;

interface TeamProfile {
  name: string;
  format: TeamSeedFormat;
  type: TeamType;
  isPrivate: boolean;
  autoAccept: boolean;
  inactive: boolean;
  demo: DemoTie;
}

const profile = (
  name: string,
  format: TeamSeedFormat,
  options: Partial<Omit<TeamProfile, 'name' | 'format'>> = {},
): TeamProfile => ({
  name,
  format,
  type: 'unofficial',
  isPrivate: false,
  autoAccept: true,
  inactive: false,
  demo: null,
  ...options,
});

/**
 * The demo's teams: names of Baku's districts, landmarks and the sea, as players name their teams.
 * The first is the demo player's own (public, approving requests), the second the one they play in.
 */
export const TEAM_PROFILES: readonly TeamProfile[] = [
  profile('Xəzər Qartalları', '7x7', { autoAccept: false, demo: 'captain' }),
  profile('Bakı Şirləri', '7x7', { type: 'official', demo: 'member' }),
  profile('Yasamal Ulduzları', '7x7'),
  profile('Nərimanov Pələngləri', '7x7', { isPrivate: true, autoAccept: false, demo: 'invites' }),
  profile('Binəqədi Canavarları', '7x7', { type: 'official', autoAccept: false }),
  profile('Xətai Şimşəkləri', '7x7'),
  profile('Köhnə Məhəllə', '7x7', { isPrivate: true, autoAccept: false }),
  profile('Əhmədli Aslanları', '7x7', { autoAccept: false }),
  profile('Səbail Dalğası', '5x5', { demo: 'invites' }),
  profile('İçərişəhər FK', '5x5', { type: 'official', autoAccept: false }),
  profile('Badamdar Qayaları', '5x5'),
  profile('Alov Qüllələri', '5x5'),
  profile('Kod Ustaları', '5x5', { isPrivate: true, autoAccept: false }),
  profile('Gənclik Gücü', '5x5', { inactive: true }),
  profile('Abşeron Atlıları', '6x6'),
  profile('Ağ Şəhər FK', '6x6', { type: 'official', autoAccept: false }),
  profile('Bayıl Dənizçiləri', '6x6', { inactive: true, autoAccept: false }),
  profile('Şıxov Sahil', '6x6'),
  profile('Odlar Yurdu', '8x8', { type: 'official', autoAccept: false }),
  profile('Neft Daşları', '8x8'),
  profile('Bilgəh Küləyi', '8x8', { isPrivate: true, autoAccept: false }),
  profile('Dostluq FK', '8x8'),
  profile('Qaraçuxur FK', '11x11', { type: 'official', autoAccept: false }),
  profile('Bakıxanov Yelkənləri', '11x11', { type: 'official' }),
];

/** Kit colours, primary and secondary, each pair distinct. */
// prettier-ignore
export const TEAM_COLOURS: readonly (readonly [string, string])[] = [
  ['#1565c0', '#ffd600'], ['#c62828', '#ffffff'], ['#283593', '#e0e0e0'], ['#ef6c00', '#0d47a1'],
  ['#212121', '#ff6f00'], ['#2e7d32', '#ffffff'], ['#4e342e', '#ffcc80'], ['#b71c1c', '#212121'],
  ['#00838f', '#ffffff'], ['#6a1b9a', '#ffffff'], ['#5d4037', '#ffffff'], ['#d84315', '#ffffff'],
  ['#37474f', '#80deea'], ['#558b2f', '#ffffff'], ['#f9a825', '#212121'], ['#fafafa', '#c62828'],
  ['#0277bd', '#ffffff'], ['#00695c', '#ffeb3b'], ['#e65100', '#ffffff'], ['#263238', '#ffffff'],
  ['#880e4f', '#ffd54f'], ['#1b5e20', '#ffd600'], ['#0d47a1', '#ffffff'], ['#ad1457', '#ffffff'],
];

const PUBLIC_DESCRIPTIONS = [
  'Məhəllə dostlarından yığılmış komandayıq. Hər həftə bir yerdə oynayırıq, yoldaşlıq oyunları üçün rəqib axtarırıq.',
  'Həvəskar liqada çıxış edirik. Nizam-intizam və komanda ruhu bizim üçün hər şeydən vacibdir.',
  'Ofis yoldaşlarının komandası: iş günü bitəndən sonra top qovmağı sevirik. Həftəsonu oyunlarına hər zaman hazırıq.',
  'Sürətli və texniki futbol oynayırıq. Qapıçı və mərkəz müdafiəçisi axtarırıq, yazın!',
  'Universitet məzunlarının komandası. Həftədə bir oyun, ayda bir turnir.',
  'Veteranlar komandası: yaş artır, həvəs azalmır. Sakit, ədalətli oyun sevənləri gözləyirik.',
  'Gənc komandayıq, hər oyunda bir az da böyüyürük. Yeni oyunçulara qapımız açıqdır.',
] as const;

const PRIVATE_DESCRIPTIONS = [
  'Köhnə dostların qapalı komandası: yalnız dəvətlə qoşulmaq olar.',
  'Şirkət daxili komanda. Üzvlər dəvət və ya komanda kodu ilə qoşulur.',
] as const;

/** A team's description in Azerbaijani, with its home venue. */
export function teamDescription(index: number, isPrivate: boolean, venueName: string): string {
  const texts = isPrivate ? PRIVATE_DESCRIPTIONS : PUBLIC_DESCRIPTIONS;
  return `${texts[index % texts.length]} Ev meydançamız: ${venueName}.`;
}

/** Players a side fields in each format; a team's bounds and squads follow from it. */
export const PLAYERS_PER_SIDE: Record<TeamSeedFormat, number> = {
  '5x5': 5,
  '6x6': 6,
  '7x7': 7,
  '8x8': 8,
  '11x11': 11,
};

export interface TeamSeedPlayer {
  id: string;
  skill: number;
}

export interface TeamSeedVenue {
  id: number;
  name: string;
  type: VenueType;
}

export interface TeamSeedMember {
  userId: string;
  joinedAt: Date;
}

/** One team of the demo, planned: who made it when, who joined (and left) when, and its settings. */
export interface TeamSeed {
  name: string;
  description: string;
  format: TeamSeedFormat;
  homeVenueId: number;
  minMembers: number;
  maxMembers: number;
  isPrivate: boolean;
  autoAccept: boolean;
  type: TeamType;
  inactive: boolean;
  primaryColor: string;
  secondaryColor: string;
  demo: DemoTie;
  captainId: string;
  createdAt: Date;
  /** Everyone but the captain who is a member today, in the order they joined. */
  members: TeamSeedMember[];
  viceCaptainIds: string[];
  /** Members who joined and later left (before the team's matches began). */
  leavers: (TeamSeedMember & { leftAt: Date })[];
}

/** Players are spread over teams: most play in one or two. */
const TEAMS_PER_PLAYER_SPREAD = 2;

/**
 * The demo's 24 teams: their settings, a captain and members drawn from `players` within the
 * member bounds (the demo player captains the first and plays in the second), a few late joiners
 * and a few who left. Teams were made 2-4 months before `now`; every member but the late joiners
 * joined at least five weeks before it, so they can play the past four weeks' matches. The same
 * players, venues and `now` give the same teams.
 */
export function planTeams(input: {
  players: readonly TeamSeedPlayer[];
  venues: readonly TeamSeedVenue[];
  demoId: string | null;
  now: Date;
  seed?: number;
}): TeamSeed[] {
  const random = createRandom(input.seed ?? 17);
  const now = input.now.getTime();
  const teamsOf = new Map<string, number>();
  const draw = (count: number, taken: ReadonlySet<string>): string[] => {
    for (let spread = TEAMS_PER_PLAYER_SPREAD; ; spread += 1) {
      const free = input.players.filter(
        (player) => !taken.has(player.id) && (teamsOf.get(player.id) ?? 0) < spread,
      );
      if (free.length >= count || spread >= 5) {
        const chosen = random.pickMany(free, count).map((player) => player.id);
        for (const id of chosen) teamsOf.set(id, (teamsOf.get(id) ?? 0) + 1);
        return chosen;
      }
    }
  };

  return TEAM_PROFILES.map((team, index) => {
    const perSide = PLAYERS_PER_SIDE[team.format];
    const minMembers = Math.max(TEAM_MEMBERS.min, perSide + random.int(0, 2));
    const maxMembers = Math.min(TEAM_MEMBERS.max, 2 * perSide + random.int(2, 5));
    // Room left under the maximum: for a join request, an invitation, a newcomer.
    const count = random.int(minMembers, maxMembers - 2);
    const venues = input.venues.filter((venue) => VENUE_TYPES_BY_FORMAT[team.format].includes(venue.type));
    const venue = random.pick(venues.length > 0 ? venues : input.venues);
    const [primaryColor, secondaryColor] = TEAM_COLOURS[index % TEAM_COLOURS.length] ?? [
      '#1b5e20',
      '#ffffff',
    ];
    const createdAt = now - random.int(60, 120) * DAY_MS - random.int(0, 10) * 3_600_000;
    const joinedBy = now - 36 * DAY_MS;
    const early = () => new Date(createdAt + random.next() * (joinedBy - createdAt));

    const demoIn = input.demoId !== null && (team.demo === 'captain' || team.demo === 'member');
    const taken = new Set<string>(demoIn && input.demoId ? [input.demoId] : []);
    const drawn = draw(count - (demoIn ? 1 : 0) + (index % 4 === 1 ? 1 : 0), taken);
    const leaverIds = index % 4 === 1 ? drawn.splice(-1) : [];
    const captainId = team.demo === 'captain' && input.demoId ? input.demoId : (drawn.shift() ?? '');
    const memberIds = team.demo === 'member' && input.demoId ? [input.demoId, ...drawn] : drawn;
    const members = memberIds
      .map((userId, position) => ({
        userId,
        // Every third team has a newcomer of the last fortnight (never the demo player).
        joinedAt:
          index % 3 === 2 && position === memberIds.length - 1
            ? new Date(now - random.int(4, 14) * DAY_MS - random.int(0, 8) * 3_600_000)
            : early(),
      }))
      .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
    const viceCount = team.demo === 'captain' ? 1 : random.int(0, 2);
    const viceCaptainIds = members
      .filter((member) => member.userId !== input.demoId && member.joinedAt.getTime() < joinedBy)
      .slice(0, viceCount)
      .map((member) => member.userId);
    const leavers = leaverIds.map((userId) => ({
      userId,
      joinedAt: new Date(createdAt + 2 * DAY_MS),
      leftAt: new Date(now - random.int(37, 45) * DAY_MS),
    }));

    return {
      name: team.name,
      description: teamDescription(index, team.isPrivate, venue?.name ?? ''),
      format: team.format,
      homeVenueId: venue?.id ?? 0,
      minMembers,
      maxMembers,
      isPrivate: team.isPrivate,
      autoAccept: team.autoAccept,
      type: team.type,
      inactive: team.inactive,
      primaryColor,
      secondaryColor,
      demo: team.demo,
      captainId,
      createdAt: new Date(createdAt),
      members,
      viceCaptainIds,
      leavers,
    };
  });
}
