import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../../apps/api/src/db/database.js';
import { gamesWithPlacesAmiss } from '../../apps/api/src/modules/games/testing/places-invariant.js';

/** Runs one statement on the server of `serverUrl` (create or drop a benchmark's database). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export interface Invariants {
  over_capacity: number;
  places_mismatch: number;
  wallet_mismatch: number;
}

/** What must hold after any load: no game over capacity, places equal to bookings, wallets equal to ledgers. */
export async function checkInvariants(db: Db): Promise<Invariants> {
  const [row] = await queryRows<Invariants>(
    db,
    sql`select
      (select count(*)::int from games where places_taken > capacity) as over_capacity,
      (select count(*)::int from (${gamesWithPlacesAmiss}) amiss) as places_mismatch,
      (select count(*)::int from wallets w where w.balance_qepik <> (select coalesce(sum(amount_qepik), 0)
         from ledger_entries l where l.user_id = w.user_id)) as wallet_mismatch`,
  );
  if (!row) throw new Error('no invariant row');
  return row;
}

export function invariantsHeld(invariants: Invariants): boolean {
  return (
    invariants.over_capacity === 0 && invariants.places_mismatch === 0 && invariants.wallet_mismatch === 0
  );
}

export function describeInvariants(invariants: Invariants): string {
  return `invariants ${invariantsHeld(invariants) ? 'held' : 'BROKEN'} (over capacity ${invariants.over_capacity}, places mismatches ${invariants.places_mismatch}, wallet/ledger mismatches ${invariants.wallet_mismatch})`;
}
