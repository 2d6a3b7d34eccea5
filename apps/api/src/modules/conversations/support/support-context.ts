import {
  type SupportContext,
  type SupportContextInput,
  type SupportContextKind,
  qepikToManat,
} from '@oyna/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/database.js';
import {
  type SupportRequestRow,
  gameRegistrations,
  games,
  ledgerEntries,
  payments,
} from '../../../db/schema.js';
import { AppError } from '../../../errors/app-error.js';

/**
 * What a player may attach to a request (decision 96): their own top-up payment, their own wallet
 * transaction, or a game they booked (in any state) or organize. Anything else, and an id that does
 * not exist, is 404 `support_context_not_found`: nobody learns of another's payments this way.
 */
export async function assertOwnContext(
  db: DbExecutor,
  userId: string,
  context: SupportContextInput,
): Promise<void> {
  let found: unknown[];
  if (context.kind === 'payment') {
    found = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, context.id), eq(payments.userId, userId)));
  } else if (context.kind === 'transaction') {
    found = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, context.id), eq(ledgerEntries.userId, userId)));
  } else {
    found = await db
      .selectDistinct({ id: games.id })
      .from(games)
      .leftJoin(
        gameRegistrations,
        and(eq(gameRegistrations.gameId, games.id), eq(gameRegistrations.userId, userId)),
      )
      .where(
        and(
          eq(games.id, context.id),
          or(eq(games.organizerId, userId), eq(gameRegistrations.userId, userId)),
        ),
      );
  }
  if (found.length === 0) throw new AppError('support_context_not_found', 404);
}

const idsOf = (rows: readonly SupportRequestRow[], kind: SupportContextKind) =>
  rows.flatMap((row) => (row.contextKind === kind && row.contextId ? [row.contextId] : []));

/** What each request's attachment is, read in three statements whatever the number of requests. */
export async function describeContexts(
  db: DbExecutor,
  rows: readonly SupportRequestRow[],
): Promise<Map<string, SupportContext>> {
  const described = new Map<string, SupportContext>();
  const paymentIds = idsOf(rows, 'payment');
  const entryIds = idsOf(rows, 'transaction');
  const gameIds = idsOf(rows, 'game');
  const paid = paymentIds.length
    ? await db.select().from(payments).where(inArray(payments.id, paymentIds))
    : [];
  const entries = entryIds.length
    ? await db.select().from(ledgerEntries).where(inArray(ledgerEntries.id, entryIds))
    : [];
  const played = gameIds.length
    ? await db
        .select({ id: games.id, title: games.title, startsAt: games.startsAt, status: games.status })
        .from(games)
        .where(inArray(games.id, gameIds))
    : [];
  for (const row of rows) {
    if (!row.contextKind || !row.contextId) continue;
    const base = {
      kind: row.contextKind,
      id: row.contextId,
      found: false,
      title: null,
      amount: null,
      status: null,
      at: null,
    };
    let context: SupportContext = base;
    if (row.contextKind === 'payment') {
      const payment = paid.find((entry) => entry.id === row.contextId);
      if (payment)
        context = {
          ...base,
          found: true,
          amount: qepikToManat(payment.amountQepik),
          status: payment.status,
          at: payment.createdAt.toISOString(),
        };
    } else if (row.contextKind === 'transaction') {
      const entry = entries.find((candidate) => candidate.id === row.contextId);
      if (entry)
        context = {
          ...base,
          found: true,
          amount: qepikToManat(entry.amountQepik),
          status: entry.kind,
          at: entry.createdAt.toISOString(),
        };
    } else {
      const game = played.find((candidate) => candidate.id === row.contextId);
      if (game)
        context = {
          ...base,
          found: true,
          title: game.title,
          status: game.status,
          at: game.startsAt.toISOString(),
        };
    }
    described.set(row.id, context);
  }
  return described;
}
