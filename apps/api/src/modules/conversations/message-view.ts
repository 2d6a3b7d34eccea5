import {
  type AnnouncedGameChange,
  type Announcement,
  type ConversationMessage,
  type ConversationRole,
  type PlayerIdentity,
  announcedGameChangeSchema,
  mayModerate,
  messageEditableUntil,
} from '@oyna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database.js';
import {
  type ConversationMessageRow,
  type GameRow,
  conversationMessageReports,
  conversationMessages,
  gameRegistrations,
  users,
} from '../../db/schema.js';
import { playerIdentity, playerIdentityColumns } from '../users/player-identity.js';
import { bookingRole } from './conversation-access.js';

/** Who reads: what they may do with each message depends on it. */
export interface Reader {
  userId: string;
  role: ConversationRole;
}

/** The player a system line is about, from its payload. */
function subjectOf(row: ConversationMessageRow): string | null {
  const id = row.payload?.['user_id'];
  return typeof id === 'string' ? id : null;
}

/** Names and photos of these users, by id (a member sees them as the game's roster shows them). */
export async function identities(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, PlayerIdentity>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(playerIdentityColumns(users))
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, playerIdentity(row)]));
}

/** What each author is in each game now (the waitlist is marked as such), read in one query. */
export async function rolesInGames(
  db: DbExecutor,
  wanted: readonly { game: GameRow; authorIds: readonly string[] }[],
): Promise<Map<string, Map<string, ConversationRole>>> {
  const byGame = new Map(wanted.map(({ game }) => [game.id, new Map<string, ConversationRole>()]));
  const ids = [...new Set(wanted.flatMap((entry) => entry.authorIds))];
  if (ids.length === 0) return byGame;
  const bookings = await db
    .select({
      gameId: gameRegistrations.gameId,
      userId: gameRegistrations.userId,
      status: gameRegistrations.status,
      cancelledAt: gameRegistrations.cancelledAt,
    })
    .from(gameRegistrations)
    .where(
      and(inArray(gameRegistrations.gameId, [...byGame.keys()]), inArray(gameRegistrations.userId, ids)),
    );
  for (const { game, authorIds } of wanted) {
    const roles = byGame.get(game.id) ?? new Map<string, ConversationRole>();
    for (const booking of bookings) {
      if (booking.gameId !== game.id || !authorIds.includes(booking.userId)) continue;
      const role = bookingRole(game, booking);
      if (role && roles.get(booking.userId) !== 'player') roles.set(booking.userId, role);
    }
    if (game.refereeId && authorIds.includes(game.refereeId)) roles.set(game.refereeId, 'referee');
    if (authorIds.includes(game.organizerId)) roles.set(game.organizerId, 'organizer');
  }
  return byGame;
}

/** Of these messages, the deleted ones a moderator hid on a report (decision 95). */
async function hiddenByModerator(
  db: DbExecutor,
  rows: readonly ConversationMessageRow[],
): Promise<Set<string>> {
  const deleted = rows.filter((row) => row.deletedAt !== null).map((row) => row.id);
  if (deleted.length === 0) return new Set();
  const hidden = await db
    .selectDistinct({ messageId: conversationMessageReports.messageId })
    .from(conversationMessageReports)
    .where(
      and(
        inArray(conversationMessageReports.messageId, deleted),
        eq(conversationMessageReports.decision, 'hide'),
      ),
    );
  return new Set(hidden.map((row) => row.messageId));
}

/** The authors of these messages. */
export const authorsOf = (rows: readonly ConversationMessageRow[]): string[] => [
  ...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : []))),
];

/** Read past an announcement by how many of the others. */
export type SeenCount = NonNullable<Announcement['seen']>;

/** Who reads a message, and what its author is in the conversation now. */
export interface MessageContext {
  reader: Reader;
  roles: ReadonlyMap<string, ConversationRole>;
  /** In a team match's conversation: each author's team. */
  teams?: ReadonlyMap<string, string>;
  /** The announcements the reader is shown "seen by" for, by message id. */
  seen?: ReadonlyMap<string, SeenCount>;
  /** Authors of these roles are shown to the reader without their name (`unnamedRolesFor`). */
  unnamed?: ReadonlySet<ConversationRole>;
}

/** The new and previous time and venue a game's automatic announcement carries. */
function gameChangeOf(row: ConversationMessageRow): AnnouncedGameChange | null {
  if (row.systemKey !== 'game_changed') return null;
  const parsed = announcedGameChangeSchema.safeParse(row.payload);
  return parsed.success ? parsed.data : null;
}

/** What an announcement carries beside its text; null for any other message. */
function announcementOf(row: ConversationMessageRow, context: MessageContext): Announcement | null {
  if (row.kind !== 'announcement') return null;
  return {
    time_or_place_change: row.timeOrPlaceChange,
    seen: context.seen?.get(row.id) ?? null,
    game_change: gameChangeOf(row),
  };
}

/**
 * Messages as their readers see them, in the order given; each message's reader and its authors'
 * roles come from `contextOf` (messages of several conversations at once: the Messages list).
 */
export async function viewMessagesWith(
  db: DbExecutor,
  rows: readonly ConversationMessageRow[],
  contextOf: (row: ConversationMessageRow) => MessageContext,
  now: Date,
): Promise<ConversationMessage[]> {
  const replyIds = [...new Set(rows.flatMap((row) => (row.replyToId ? [row.replyToId] : [])))];
  const replied =
    replyIds.length === 0
      ? []
      : await db.select().from(conversationMessages).where(inArray(conversationMessages.id, replyIds));
  const repliedById = new Map(replied.map((row) => [row.id, row]));
  const people = new Set<string>();
  for (const row of [...rows, ...replied]) {
    if (row.authorId) people.add(row.authorId);
    const subject = subjectOf(row);
    if (subject) people.add(subject);
  }
  const names = await identities(db, [...people]);
  const hidden = await hiddenByModerator(db, rows);

  return rows.map((row) => {
    const context = contextOf(row);
    const { reader, roles } = context;
    const moderates = mayModerate(reader.role);
    const written = row.kind !== 'system' && row.authorId !== null;
    const mine = row.authorId === reader.userId;
    const deleted = row.deletedAt !== null;
    const editableUntil = messageEditableUntil(row.createdAt);
    const reply = row.replyToId ? repliedById.get(row.replyToId) : undefined;
    const subject = subjectOf(row);
    const named = (authorId: string | null) =>
      authorId && !context.unnamed?.has(roles.get(authorId) ?? reader.role)
        ? (names.get(authorId) ?? null)
        : null;
    return {
      id: row.id,
      conversation_id: row.conversationId,
      kind: row.kind,
      author: named(row.authorId),
      author_role: row.authorId
        ? (roles.get(row.authorId) ?? (row.authorId === reader.userId ? reader.role : null))
        : null,
      author_team: row.authorId ? (context.teams?.get(row.authorId) ?? null) : null,
      body: deleted ? '' : row.body,
      reply_to: reply
        ? {
            id: reply.id,
            author: named(reply.authorId),
            body: reply.deletedAt ? '' : reply.body.slice(0, 140),
            deleted: reply.deletedAt !== null,
          }
        : null,
      system_key: row.systemKey ?? null,
      announcement: announcementOf(row, context),
      subject: subject ? (names.get(subject) ?? null) : null,
      created_at: row.createdAt.toISOString(),
      edited_at: row.editedAt?.toISOString() ?? null,
      deleted,
      hidden: hidden.has(row.id),
      mine,
      editable_until:
        mine && !deleted && row.kind === 'text' && editableUntil.getTime() > now.getTime()
          ? editableUntil.toISOString()
          : null,
      can_delete: written && !deleted && (mine || moderates),
    };
  });
}
