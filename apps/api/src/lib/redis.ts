import { Redis } from 'ioredis';

/** A Redis client when REDIS_URL is set; the app falls back to in-memory state otherwise. */
export function createRedis(url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
