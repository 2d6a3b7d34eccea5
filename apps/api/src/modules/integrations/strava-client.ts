import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError } from '../../errors/app-error.js';

/** What Strava is asked for: reading the player's activities (public and followers-only ones). */
export const STRAVA_SCOPE = 'activity:read';
/** The web app page Strava sends the player back to. */
export const STRAVA_CALLBACK_PATH = '/integrations/strava/callback';
const REQUEST_TIMEOUT_MS = 10_000;
const ACTIVITIES_PAGE_SIZE = 100;
/** A month of activities fits in a few pages; more than this is cut off rather than fetched forever. */
const MAX_ACTIVITY_PAGES = 5;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_at: z.number().int().positive(),
  athlete: z.object({ id: z.number().int() }).optional(),
});

const activitiesAnswerSchema = z.array(
  z.object({ distance: z.number().nonnegative(), moving_time: z.number().int().nonnegative() }),
);

export interface StravaTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  athleteId: number | null;
}

export interface StravaActivity {
  distanceMeters: number;
  movingTimeSeconds: number;
}

/** Strava turned the request down (a bad code, a revoked refresh token, an expired access token). */
export class StravaRejectedError extends Error {
  override name = 'StravaRejectedError';
  constructor(readonly status: number) {
    super(`Strava answered ${status}`);
  }
}

export interface StravaClient {
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<StravaTokens>;
  refresh(refreshToken: string): Promise<StravaTokens>;
  deauthorize(accessToken: string): Promise<void>;
  listActivities(accessToken: string, after: Date): Promise<StravaActivity[]>;
}

type StravaConfig = Pick<
  Config,
  'STRAVA_CLIENT_ID' | 'STRAVA_CLIENT_SECRET' | 'STRAVA_BASE_URL' | 'PUBLIC_URL'
>;

/** Whether this deployment can connect Strava (both the client id and the secret are set). */
export function isStravaEnabled(config: StravaConfig): boolean {
  return Boolean(config.STRAVA_CLIENT_ID && config.STRAVA_CLIENT_SECRET);
}

/**
 * Strava's OAuth 2.0 endpoints and the activities API, or null when unconfigured. Tokens travel
 * only in request bodies and headers, never in a URL or a log line.
 */
export function createStravaClient(config: StravaConfig): StravaClient | null {
  const clientId = config.STRAVA_CLIENT_ID;
  const clientSecret = config.STRAVA_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  const credentials = { client_id: clientId, client_secret: clientSecret };
  const base = config.STRAVA_BASE_URL;
  const redirectUri = `${config.PUBLIC_URL}${STRAVA_CALLBACK_PATH}`;

  async function call(path: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new AppError('strava_unavailable', 502, { cause: error });
    }
    if (response.status >= 500 || response.status === 429) {
      throw new AppError('strava_unavailable', 502);
    }
    if (!response.ok) throw new StravaRejectedError(response.status);
    return response.json().catch((error: unknown) => {
      throw new AppError('strava_unavailable', 502, { cause: error });
    });
  }

  async function token(grant: Record<string, string>): Promise<StravaTokens> {
    const body = new URLSearchParams({ ...credentials, ...grant });
    const parsed = tokenAnswerSchema.safeParse(await call('/oauth/token', { method: 'POST', body }));
    if (!parsed.success) throw new AppError('strava_unavailable', 502);
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      expiresAt: new Date(parsed.data.expires_at * 1000),
      athleteId: parsed.data.athlete?.id ?? null,
    };
  }

  return {
    authorizeUrl(state) {
      const url = new URL(`${base}/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        approval_prompt: 'auto',
        scope: STRAVA_SCOPE,
        state,
      }).toString();
      return url.href;
    },
    exchangeCode: (code) => token({ code, grant_type: 'authorization_code' }),
    refresh: (refreshToken) => token({ refresh_token: refreshToken, grant_type: 'refresh_token' }),
    async deauthorize(accessToken) {
      await call('/oauth/deauthorize', {
        method: 'POST',
        body: new URLSearchParams({ access_token: accessToken }),
      });
    },
    async listActivities(accessToken, after) {
      const activities: StravaActivity[] = [];
      for (let page = 1; page <= MAX_ACTIVITY_PAGES; page += 1) {
        const query = new URLSearchParams({
          after: String(Math.floor(after.getTime() / 1000)),
          per_page: String(ACTIVITIES_PAGE_SIZE),
          page: String(page),
        });
        const answer = await call(`/api/v3/athlete/activities?${query.toString()}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const parsed = activitiesAnswerSchema.safeParse(answer);
        if (!parsed.success) throw new AppError('strava_unavailable', 502);
        activities.push(
          ...parsed.data.map((each) => ({
            distanceMeters: each.distance,
            movingTimeSeconds: each.moving_time,
          })),
        );
        if (parsed.data.length < ACTIVITIES_PAGE_SIZE) break;
      }
      return activities;
    },
  };
}
