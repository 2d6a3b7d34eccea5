import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database.js';

/** Real ids in the database, by kind, so some requests name things that exist (and belong to others). */
export type IdPools = Record<IdPoolName, readonly (string | number)[]>;

export type IdPoolName =
  | 'venues'
  | 'users'
  | 'games'
  | 'teams'
  | 'team_matches'
  | 'invitations'
  | 'join_requests'
  | 'registrations'
  | 'payments'
  | 'sessions'
  | 'formations'
  | 'competitions'
  | 'competition_matches'
  | 'support_requests';

// Ordered by columns the seed writes the same way every run, so a fixed fast-check seed picks the same rows.
const POOL_QUERIES: Record<IdPoolName, ReturnType<typeof sql>> = {
  venues: sql`select id from venues order by id`,
  users: sql`select id from users order by email nulls last, first_name, last_name`,
  // Upcoming games (editable, bookable) and past ones (results, votes), half and half.
  games: sql`(select id from games where starts_at > now() order by starts_at, title, venue_id limit 100)
             union all (select id from games where starts_at <= now() order by starts_at desc, title, venue_id limit 100)`,
  teams: sql`select id from teams order by name`,
  team_matches: sql`select id from team_matches order by created_at, id`,
  invitations: sql`select id from team_invitations order by created_at, id`,
  join_requests: sql`select id from team_join_requests order by created_at, id`,
  registrations: sql`select id from game_registrations order by created_at, game_id, user_id`,
  payments: sql`select id from payments order by created_at, id`,
  sessions: sql`select family_id as id from auth_sessions order by created_at, family_id`,
  formations: sql`select id from team_formations order by created_at, id`,
  competitions: sql`select id from competitions order by name, id`,
  competition_matches: sql`select m.id from competition_matches m join competitions c on c.id = m.competition_id
                           order by c.name, m.stage, m.round, m.bracket_id nulls first, m.home_team_id, m.id`,
  // The seed's requests (decision 96): the demo player's, so another account's requests answer 404.
  support_requests: sql`select id from support_requests order by created_at, id`,
};

const POOL_SIZE = 200;

/** Loads up to 200 ids of every kind. */
export async function loadIdPools(db: Db): Promise<IdPools> {
  const entries = await Promise.all(
    Object.entries(POOL_QUERIES).map(async ([name, query]) => {
      const rows = await queryRows<{ id: string | number }>(
        db,
        sql`select id from (${query}) pool limit ${POOL_SIZE}`,
      );
      return [name, rows.map((row) => row.id)] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as IdPools;
}

const POOL_BY_FIELD: Record<string, IdPoolName> = {
  venue_id: 'venues',
  home_venue_id: 'venues',
  user_id: 'users',
  actor_id: 'users',
  candidate_id: 'users',
  player_of_match_id: 'users',
  player_ids: 'users',
  user_ids: 'users',
  team_id: 'teams',
  home_team_id: 'teams',
  away_team_id: 'teams',
  game_id: 'games',
  formation_id: 'formations',
  default_formation_id: 'formations',
  request_id: 'join_requests',
  registrationId: 'registrations',
  payment_id: 'payments',
  match_id: 'competition_matches',
};

const POOL_BY_PATH_SEGMENT: Record<string, IdPoolName> = {
  venues: 'venues',
  users: 'users',
  games: 'games',
  teams: 'teams',
  'team-matches': 'team_matches',
  competitions: 'competitions',
  invitations: 'invitations',
  payments: 'payments',
  sandbox: 'payments',
  sessions: 'sessions',
  members: 'users',
  squads: 'teams',
  requests: 'support_requests',
};

/** The pool a body field, query parameter or path parameter draws real ids from, if any. */
export function poolFor(name: string, path?: string): IdPoolName | undefined {
  if (POOL_BY_FIELD[name]) return POOL_BY_FIELD[name];
  if (!path || name !== 'id') return undefined;
  const segments = path.split('/');
  const index = segments.indexOf('{id}');
  const before = segments[index - 1];
  return before ? POOL_BY_PATH_SEGMENT[before] : undefined;
}
