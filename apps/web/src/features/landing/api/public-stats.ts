import type { PublicStats } from '@oyna/shared';

/**
 * GET /public/stats: the live numbers of the landing page; null when the answer is not what was
 * expected. A plain `fetch`: the landing page loads no API client.
 */
export async function fetchPublicStats(): Promise<PublicStats | null> {
  const response = await fetch('/api/v1/public/stats', { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as Partial<Record<keyof PublicStats, unknown>>;
  const { venues, upcoming_games } = body;
  return typeof venues === 'number' && typeof upcoming_games === 'number' ? { venues, upcoming_games } : null;
}
