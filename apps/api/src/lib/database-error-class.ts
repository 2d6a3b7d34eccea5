/**
 * What a PostgreSQL error means for the caller, read from its SQLSTATE (on PostgreSQL and PGlite,
 * also when Drizzle wraps the driver's error in `cause`):
 * - `invalid_input`: class 22, data the database cannot hold (a NUL, a date out of range, a
 *   number too large) that slipped past the contract: the request is at fault.
 * - `conflict`: class 23, a constraint another request won (a unique key taken at the same time).
 * - `unavailable`: class 08 (connection), 53 (resources), 57014 (a statement over its timeout),
 *   57P01-57P03 (shutdown, cannot connect
 *   now), or no connection at all: try again in a moment.
 */
export type DatabaseErrorClass = 'invalid_input' | 'conflict' | 'unavailable';

const MAX_CAUSE_DEPTH = 5;

/** The SQLSTATE of a database error, looked for in the error and the chain of its causes. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/** Socket errors of a database that is down or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres says these in words only: no connection came in time, or the server went away. */
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export function classifyDatabaseError(error: unknown): DatabaseErrorClass | undefined {
  const state = sqlState(error);
  if (!state) return isConnectionFailure(error) ? 'unavailable' : undefined;
  if (state.startsWith('22')) return 'invalid_input';
  if (state.startsWith('23')) return 'conflict';
  if (state.startsWith('08') || state.startsWith('53') || /^57(014|P0[123])$/.test(state))
    return 'unavailable';
  return undefined;
}
