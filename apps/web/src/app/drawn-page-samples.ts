// Build-time only (prerender-signed-in.tsx): never shipped to the browser, never shown to anyone.
import type {
  Dashboard,
  GameListResponse,
  GameSummary,
  InvitationListResponse,
  MyTeamSlotDates,
  MyWeeklyGames,
  RecentResult,
  Wallet,
} from '@oyna/shared';

/**
 * Answers shaped like a busy player's, with which the build draws `/dashboard` and `/games` once
 * more, for their styles alone (docs/decisions/0102-drawn-pages-carry-their-datas-styles.md): the
 * drawn page then carries the rules of the cards, numbers and lists the real answers bring, and the
 * app finds them written when it takes over instead of writing each of them in React's commit.
 * The markup drawn from them is thrown away. They vary what changes a card's look: a free place or a
 * full game, booked or waitlisted, a discount, a level band, a referee, a win, a draw and a loss.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const at = (now: number, days: number, hour: number): string => {
  const day = new Date(now + days * DAY_MS);
  day.setUTCHours(hour - 4, 0, 0, 0); // Baku is UTC+4
  return day.toISOString();
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function sampleGame(now: number, n: number, changes: Partial<GameSummary>): GameSummary {
  const startsAt = at(now, 1 + (n % 3), 19 + (n % 3));
  return {
    id: uuid(100 + n),
    title: `7×7 ${n}`,
    venue: {
      id: n,
      name: 'Gənclik Arena',
      district: 'nasimi',
      address: 'Atatürk prospekti 1',
      type: 'outdoor',
      maps_url: 'https://maps.google.com/?q=40.4,49.85',
    },
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + 90 * 60 * 1000).toISOString(),
    duration_minutes: 90,
    format: '7x7',
    capacity: 14,
    kind: 'regular',
    price: 10,
    min_level: null,
    max_level: null,
    has_referee: false,
    video_coverage: false,
    registration_opens_at: at(now, -3, 10),
    status: 'open',
    is_past: false,
    free_cancellation_until: at(now, 0, 23),
    players_count: 9,
    guests_count: 0,
    guests_allowed: true,
    held_count: 0,
    places_left: 5,
    waitlist_count: 0,
    needs_goalkeeper: false,
    distance_km: null,
    my_quote: { price: 10, base_price: 10, discount_percent: 0, discount_reason: null, tier: 'silver' },
    my_registration_status: null,
    my_level_fits: true,
    ...changes,
  };
}

function sampleGames(now: number): GameSummary[] {
  return [
    sampleGame(now, 1, {}),
    sampleGame(now, 2, {
      my_registration_status: 'confirmed',
      has_referee: true,
      video_coverage: true,
      min_level: 'intermediate',
      max_level: 'advanced',
    }),
    sampleGame(now, 3, {
      status: 'full',
      players_count: 14,
      places_left: 0,
      waitlist_count: 2,
      my_registration_status: 'waitlisted',
    }),
    sampleGame(now, 4, {
      format: '5x5',
      capacity: 10,
      players_count: 4,
      places_left: 6,
      needs_goalkeeper: true,
      price: 0,
      my_quote: { price: 0, base_price: 0, discount_percent: 0, discount_reason: null, tier: 'silver' },
    }),
    sampleGame(now, 5, {
      my_quote: {
        price: 5,
        base_price: 10,
        discount_percent: 50,
        discount_reason: 'first_game',
        tier: 'silver',
      },
      my_level_fits: false,
      min_level: 'advanced',
      max_level: 'master',
    }),
    sampleGame(now, 6, { my_registration_status: 'pending_payment', held_count: 1, places_left: 4 }),
    // Nearly full (the places in the warning colour) and within the wallet's money (the book button).
    sampleGame(now, 7, {
      players_count: 12,
      places_left: 2,
      price: 5,
      my_quote: { price: 5, base_price: 5, discount_percent: 0, discount_reason: null, tier: 'silver' },
    }),
    // Full, and I am not on it: the waitlist's button.
    sampleGame(now, 8, { status: 'full', players_count: 14, places_left: 0, waitlist_count: 1 }),
  ];
}

function sampleResult(now: number, n: number, changes: Partial<RecentResult>): RecentResult {
  return {
    game_id: uuid(200 + n),
    title: `7×7 ${n}`,
    venue_name: 'Gənclik Arena',
    starts_at: at(now, -n, 20),
    scores: [5, 3],
    my_side: 0,
    outcome: 'win',
    my_goals: 2,
    rating_delta: 3,
    player_of_match: true,
    ...changes,
  };
}

/** The demo player's kind of dashboard: numbers, games ahead, results and an open vote. */
export function sampleDashboard(now: number): Dashboard {
  return {
    stats: {
      user_id: uuid(1),
      games_played: 29,
      wins: 14,
      draws: 5,
      losses: 10,
      goals: 23,
      best_goals_in_game: 3,
      player_of_match: 4,
      no_shows: 1,
      reliability_percent: 97,
      fair_play: 4.6,
      win_percent: 48,
      rating: 64,
      provisional: false,
      rated_games: 29,
      rank: 12,
      tier: 'silver',
      achievements: [
        { id: 'first_game', earned: true, current: 1, target: 1 },
        { id: 'hat_trick', earned: false, current: 2, target: 3 },
      ],
    },
    upcoming: sampleGames(now).slice(0, 3),
    upcoming_total: 4,
    recent_results: [
      sampleResult(now, 1, {}),
      sampleResult(now, 2, {
        outcome: 'draw',
        scores: [2, 2],
        my_goals: 0,
        rating_delta: 0,
        player_of_match: false,
      }),
      sampleResult(now, 3, {
        outcome: 'loss',
        scores: [1, 4],
        my_side: 0,
        my_goals: 1,
        rating_delta: -2,
        player_of_match: false,
      }),
      sampleResult(now, 4, { outcome: null, rating_delta: null, player_of_match: false, my_goals: 0 }),
    ],
    votes_open: 1,
    vote_game_id: uuid(201),
  };
}

/** A player who has played nothing yet: no numbers, no results, the first-game card. */
export function sampleNewPlayerDashboard(now: number): Dashboard {
  const { stats } = sampleDashboard(now);
  return {
    stats: {
      ...stats,
      ...{ games_played: 0, wins: 0, draws: 0, losses: 0, goals: 0, best_goals_in_game: 0 },
      ...{ player_of_match: 0, no_shows: 0, rated_games: 0, provisional: true, tier: 'bronze' as const },
      ...{ reliability_percent: null, fair_play: null, win_percent: null, rating: null, rank: null },
      achievements: [],
    },
    upcoming: [],
    upcoming_total: 0,
    recent_results: [],
    votes_open: 0,
    vote_game_id: null,
  };
}

/** Two weekly games: booked into the next date, and "not this week". */
export function sampleWeeklyGames(now: number): MyWeeklyGames {
  const next = (days: number, mine: 'booked' | 'not_this_week') => ({
    date: at(now, days, 20).slice(0, 10),
    starts_at: at(now, days, 20),
    game_id: uuid(300 + days),
    not_this_week_until: at(now, days - 1, 20),
    mine: { state: mine, reason: null },
  });
  return {
    items: [
      {
        series_id: uuid(31),
        title: 'Cümə 7×7',
        venue_name: 'Gənclik Arena',
        status: 'active',
        next: next(2, 'booked'),
      },
      {
        series_id: uuid(32),
        title: 'Bazar 5×5',
        venue_name: 'Olimpik Arena',
        status: 'active',
        next: next(4, 'not_this_week'),
      },
    ],
  };
}

/** A team training in three days that the player has not answered yet. */
export function sampleTeamSlotDates(now: number): MyTeamSlotDates {
  return {
    items: [
      {
        team: { id: uuid(41), name: 'Neftçilər' },
        slot_id: uuid(42),
        kind: 'training',
        venue: { id: 1, name: 'Gənclik Arena', district: 'nasimi' },
        date: {
          date: at(now, 3, 19).slice(0, 10),
          starts_at: at(now, 3, 19),
          counts: { coming: 6, not_coming: 1, maybe: 2, no_answer: 3 },
          my_answer: null,
          answers: [],
          squad: [],
          answer_open: true,
        },
      },
    ],
  };
}

/** A page of the game list, as a signed-in player reads it. */
export function sampleGameList(now: number): GameListResponse {
  const items = sampleGames(now);
  return { items, total: 42, page: 1, page_size: items.length };
}

/** A silver player's wallet with money on it. */
export function sampleWallet(): Wallet {
  return {
    balance: 7.25,
    currency: 'AZN',
    tier: 'silver',
    games_played: 29,
    next_tier: 'gold',
    games_to_next_tier: 21,
  };
}

/** Two team invitations waiting (the list's items are not drawn on these pages, only their number). */
export function sampleInvitations(): InvitationListResponse {
  return { items: [], total: 2, page: 1, page_size: 50 };
}
