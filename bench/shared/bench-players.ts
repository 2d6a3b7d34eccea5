import type { Db } from '../../apps/api/src/db/database.js';
import { users } from '../../apps/api/src/db/schema.js';
import type { AccessTokens } from '../../apps/api/src/lib/access-token.js';
import { startSession } from '../../apps/api/src/modules/auth/start-session.js';
import { postLedgerEntry } from '../../apps/api/src/modules/wallet/post-ledger-entry.js';

/**
 * `count` players made straight in the database, each with `balanceQepik` in the wallet (a bonus
 * in the ledger) and a live session: their ids and access tokens, in the same order.
 */
export async function fundedPlayers(
  db: Db,
  options: { count: number; prefix: string; balanceQepik: number; accessTokens: AccessTokens },
): Promise<{ ids: string[]; tokens: string[] }> {
  const players = await db
    .insert(users)
    .values(
      Array.from({ length: options.count }, (_, index) => ({
        email: `${options.prefix}${index}@example.az`,
        firstName: 'Bench',
      })),
    )
    .returning({ id: users.id, role: users.role });
  const tokens: string[] = [];
  for (const player of players) {
    await postLedgerEntry(db, {
      userId: player.id,
      kind: 'bonus',
      amountQepik: options.balanceQepik,
      idempotencyKey: `${options.prefix}:${player.id}`,
      reference: { type: 'bench', id: player.id },
      description: { key: 'bonus', params: {} },
    });
    const session = await startSession(db, {
      userId: player.id,
      role: player.role,
      context: { accessTokens: options.accessTokens, userAgent: 'bench', ip: '127.0.0.1' },
    });
    tokens.push(session.access_token);
  }
  return { ids: players.map((player) => player.id), tokens };
}
