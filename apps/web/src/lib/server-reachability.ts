/**
 * Whether the API answers: false after a reply that says it cannot serve now (502, 503, 504) or
 * no reply at all while the browser is online; true again after any real answer. The connection
 * banner shows "reconnecting" while it is false and probes the health check until it is true.
 */
type Listener = () => void;

let reachable = true;
const listeners = new Set<Listener>();

function set(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  for (const listener of listeners) listener();
}

/** The statuses with which a server or its proxy says "not now, try again". */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** Records what one request learnt: its HTTP status, or null when no reply came. */
export function recordServerReply(status: number | null): void {
  if (status === null) set(false);
  else set(!UNAVAILABLE_STATUSES.has(status));
}

export function isServerReachable(): boolean {
  return reachable;
}

export function subscribeToServerReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Pauses between health probes while the server is away: quick at first, then every 15 s. */
export function probeDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 15_000);
}
