/**
 * A random key for one paying request (a booking, a registration), sent again on a retry so it is
 * paid once; works outside secure contexts, unlike randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
