import {
  POSITIONS,
  PROVISIONAL_RATING_GAMES,
  type Leaderboard,
  type LeaderboardEntry,
  type Position,
  type ProfileVisibility,
  type leaderboardQuerySchema,
  positionGroup,
} from '@oyna/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { playerForViewer, shownIf } from '../users/player-for-viewer.js';
import { type PlayerIdentityRow, playerIdentity } from '../users/player-identity.js';
import { bakuMonthStart } from './baku-month.js';

const WEEK_MS = 7 * 24 * 3600_000;

/** The identity columns come named as `playerIdentity` reads them. */
interface BoardRow extends PlayerIdentityRow {
  primary_position: Position | null;
  profile_visibility: ProfileVisibility;
  show_on_leaderboard: boolean;
  rating: number;
  rated_games: number;
  games: number;
  rating_change: number;
  rank: number;
  rank_then: number | null;
}

type Query = z.output<typeof leaderboardQuerySchema>;

/**
 * Every player on the board with `score` (what ranks them), `games` (the tie-break), and the same
 * two as they stood a week ago (`score_then` null when not on the board then). All time: the
 * displayed rating and rated games. This month: rating points gained since the month began in Baku
 * and rated games this month (decision 14).
 */
function scoredPlayers(query: Query, viewer: AuthUser, now: Date): SQL {
  const weekAgo = sql`${new Date(now.getTime() - WEEK_MS).toISOString()}::timestamptz`;
  const positions = query.position
    ? POSITIONS.filter((position) => positionGroup(position) === query.position)
    : null;
  // A line's board would give a private player's position away: others see them only unfiltered.
  const seesPositions =
    viewer.role === 'admin' ? sql`` : sql`and (u.profile_visibility = 'public' or u.id = ${viewer.id})`;
  const inLine = positions
    ? sql`and u.primary_position in (${sql.join(
        positions.map((position) => sql`${position}`),
        sql`, `,
      )}) ${seesPositions}`
    : sql``;
  const player = sql`u.id, u.first_name as "firstName", u.last_name as "lastName", u.photo_url as "photoUrl",
    u.primary_position, u.profile_visibility,
    u.show_on_leaderboard, pr.rating::int as rating, pr.rated_games::int as rated_games`;
  if (query.period === 'all') {
    return sql`select ${player}, pr.rating::int as score, pr.rated_games::int as games,
        coalesce((select sum(h.delta) from rating_history h
          where h.user_id = u.id and h.played_at > ${weekAgo}), 0)::int as rating_change,
        (select h.rating from rating_history h where h.user_id = u.id and h.played_at <= ${weekAgo}
          order by h.played_at desc, h.game_id desc limit 1)::int as score_then,
        (select count(*) from rating_history h
          where h.user_id = u.id and h.played_at <= ${weekAgo})::int as games_then
      from users u join player_ratings pr on pr.user_id = u.id
      where pr.rated_games > 0 ${inLine}`;
  }
  const monthStart = sql`${bakuMonthStart(now).toISOString()}::timestamptz`;
  return sql`select ${player}, m.gained as score, m.games, m.gained as rating_change,
      case when m.games_then > 0 then m.gained_then end as score_then, m.games_then
    from users u join player_ratings pr on pr.user_id = u.id
    join lateral (select coalesce(sum(h.delta), 0)::int as gained, count(*)::int as games,
        coalesce(sum(h.delta) filter (where h.played_at <= ${weekAgo}), 0)::int as gained_then,
        (count(*) filter (where h.played_at <= ${weekAgo}))::int as games_then
      from rating_history h
      where h.user_id = u.id and h.played_at >= ${monthStart}
        and h.played_at <= ${now.toISOString()}::timestamptz) m on m.games > 0
    where true ${inLine}`;
}

/**
 * `GET /ratings`: one page of the leaderboard others see (players who hide themselves left out),
 * its total, and the signed-in player's own row wherever it falls, hidden or not. Ranks are
 * `rank()` over the shown players; a week ago's rank is computed the same way from the rating
 * history as of seven days ago. One query per part, in one transaction.
 */
export async function getLeaderboard(
  db: Db,
  options: { viewer: AuthUser; query: Query; now?: Date },
): Promise<Leaderboard> {
  const now = options.now ?? new Date();
  const { query, viewer } = options;
  const scored = scoredPlayers(query, viewer, now);
  const board = sql`with scored as (${scored}), shown as (select * from scored where show_on_leaderboard)`;

  return db.transaction(async (tx) => {
    const rows = await queryRows<BoardRow>(
      tx,
      sql`${board}, ranked as (select s.*, (rank() over (order by score desc, games desc))::int as rank,
            (case when score_then is not null then
              rank() over (partition by score_then is null order by score_then desc, games_then desc) end)::int as rank_then
          from shown s)
        select * from ranked order by rank, "firstName", "lastName", id
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
    );
    const [counted] = await queryRows<{ total: number }>(
      tx,
      sql`${board} select count(*)::int as total from shown`,
    );
    // The same rank as `rank()` above (1 + shown players strictly ahead), so a hidden player sees
    // where they would stand.
    const [mine] = await queryRows<Partial<BoardRow> & { me_shown: boolean }>(
      tx,
      sql`${board} select me.show_on_leaderboard as me_shown, s.*,
          (1 + (select count(*) from shown o where o.id <> s.id
            and (o.score > s.score or (o.score = s.score and o.games > s.games))))::int as rank,
          (case when s.score_then is not null then 1 + (select count(*) from shown o where o.id <> s.id
            and o.score_then is not null
            and (o.score_then > s.score_then or (o.score_then = s.score_then and o.games_then > s.games_then)))
          end)::int as rank_then
        from users me left join scored s on s.id = me.id where me.id = ${viewer.id}`,
    );

    // Of a private player others see the name, photo, rank and rating: nothing that rebuilds the history.
    const entry = (row: BoardRow): LeaderboardEntry => {
      const visible = playerForViewer(
        { id: row.id, profileVisibility: row.profile_visibility },
        { user: viewer },
      );
      return {
        rank: row.rank,
        user: {
          ...playerIdentity(row),
          primary_position: shownIf(visible.lineup, row.primary_position),
        },
        rating: row.rating,
        provisional: row.rated_games < PROVISIONAL_RATING_GAMES,
        games: shownIf(visible.open, row.games),
        rating_change: shownIf(visible.open, row.rating_change),
        rank_change: visible.open && row.rank_then !== null ? row.rank_then - row.rank : null,
        history_visible: visible.open,
        is_me: row.id === viewer.id,
      };
    };
    return {
      items: rows.map(entry),
      total: counted?.total ?? 0,
      page: query.page,
      page_size: query.page_size,
      period: query.period,
      me: mine?.id ? entry(mine as BoardRow) : null,
      me_hidden: mine ? !mine.me_shown : false,
    };
  });
}
