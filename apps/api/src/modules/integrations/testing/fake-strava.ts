import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An activity as Strava's `GET /api/v3/athlete/activities` lists it (the fields we read). */
export interface FakeActivity {
  name: string;
  distance: number;
  moving_time: number;
  start_date: string;
}

interface Grant {
  athleteId: number;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface FakeStrava {
  /** The base URL to pass as STRAVA_BASE_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Activities of an athlete, as later listed. */
  setActivities(athleteId: number, activities: FakeActivity[]): void;
  /** The athlete the next authorization signs in as, and the scope they grant. */
  signInAs(athleteId: number, options?: { scope?: string; deny?: boolean }): void;
  /** The next token answers carry access tokens that expire after this many seconds (negative: already). */
  setTokenLifetime(seconds: number): void;
  /** Follows an authorize URL as a browser would: the query Strava sends back to the callback page. */
  authorize(authUrl: string): Promise<URLSearchParams>;
  /** Every request the fake saw: method, path and, for POSTs, the form fields. */
  readonly requests: { method: string; path: string; form: Record<string, string>; authorization?: string }[];
  /** Refresh tokens Strava still honours; a revoked one answers 400 on refresh. */
  revokeRefreshTokens(): void;
  /** Access tokens Strava currently honours. */
  liveAccessTokens(): string[];
  close(): Promise<void>;
}

/** Who signs in on Strava's page, and what they grant. */
export interface FakeAthleteChoice {
  athleteId: number;
  scope?: string;
  deny?: boolean;
}

export interface FakeStravaOptions {
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /** Who signs in, read from the browser's request (e2e tests run in parallel); `signInAs` otherwise. */
  athleteOf?: (request: IncomingMessage) => FakeAthleteChoice | undefined;
  /** Activities of an athlete not given by `setActivities`. */
  activitiesOf?: (athleteId: number) => FakeActivity[];
}

const token = () => randomBytes(20).toString('hex');

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('json')) {
    return text ? (JSON.parse(text) as Record<string, string>) : {};
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for Strava on loopback that speaks its OAuth 2.0 and activities endpoints:
 * `/oauth/authorize` (redirects back with code and state, or `error=access_denied`), `/oauth/token`
 * (authorization_code and refresh_token grants, client secret checked, codes single-use),
 * `/oauth/deauthorize` and `/api/v3/athlete/activities` (Bearer, `after`, paging).
 */
export async function startFakeStrava(options: FakeStravaOptions = {}): Promise<FakeStrava> {
  const clientId = options.clientId ?? '4242';
  const clientSecret = options.clientSecret ?? 'fake-strava-secret';
  const codes = new Map<string, { athleteId: number; scope: string }>();
  const grants: Grant[] = [];
  const activities = new Map<number, FakeActivity[]>();
  const requests: FakeStrava['requests'] = [];
  let nextAthlete = { athleteId: 1001, scope: 'read,activity:read', deny: false };
  let tokenLifetime = 6 * 60 * 60;

  const issue = (athleteId: number): Grant => {
    const grant = {
      athleteId,
      accessToken: token(),
      refreshToken: token(),
      expiresAt: Math.floor(Date.now() / 1000) + tokenLifetime,
    };
    grants.push(grant);
    return grant;
  };
  const tokenAnswer = (grant: Grant) => ({
    token_type: 'Bearer',
    access_token: grant.accessToken,
    refresh_token: grant.refreshToken,
    expires_at: grant.expiresAt,
    expires_in: grant.expiresAt - Math.floor(Date.now() / 1000),
  });
  const bearerGrant = (request: IncomingMessage, form: Record<string, string>) => {
    const header = request.headers.authorization ?? '';
    const accessToken = header.startsWith('Bearer ') ? header.slice(7) : form['access_token'];
    return grants.find(
      (grant) => grant.accessToken === accessToken && grant.expiresAt > Math.floor(Date.now() / 1000),
    );
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-strava');
    const form = request.method === 'POST' ? await readForm(request) : {};
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      form,
      authorization: request.headers.authorization,
    });

    if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri');
      if (query.get('client_id') !== clientId || !redirectUri || query.get('response_type') !== 'code') {
        return send(response, 400, {
          message: 'Bad Request',
          errors: [{ field: 'client_id', code: 'invalid' }],
        });
      }
      const chosen = options.athleteOf?.(request);
      const athlete = chosen ? { scope: 'read,activity:read', deny: false, ...chosen } : nextAthlete;
      const back = new URL(redirectUri);
      back.searchParams.set('state', query.get('state') ?? '');
      if (athlete.deny) back.searchParams.set('error', 'access_denied');
      else {
        const code = token();
        codes.set(code, { athleteId: athlete.athleteId, scope: athlete.scope });
        back.searchParams.set('code', code);
        back.searchParams.set('scope', athlete.scope);
      }
      response.writeHead(302, { location: back.href });
      return void response.end();
    }

    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      if (form['client_id'] !== clientId || form['client_secret'] !== clientSecret) {
        return send(response, 401, {
          message: 'Authorization Error',
          errors: [{ field: 'client_secret', code: 'invalid' }],
        });
      }
      if (form['grant_type'] === 'authorization_code') {
        const granted = codes.get(form['code'] ?? '');
        if (!granted)
          return send(response, 400, {
            message: 'Bad Request',
            errors: [{ field: 'code', code: 'invalid' }],
          });
        codes.delete(form['code'] ?? '');
        const grant = issue(granted.athleteId);
        return send(response, 200, {
          ...tokenAnswer(grant),
          athlete: { id: granted.athleteId, firstname: 'Fərid' },
        });
      }
      if (form['grant_type'] === 'refresh_token') {
        const index = grants.findIndex((grant) => grant.refreshToken === form['refresh_token']);
        const old = grants[index];
        if (!old)
          return send(response, 400, {
            message: 'Bad Request',
            errors: [{ field: 'refresh_token', code: 'invalid' }],
          });
        grants.splice(index, 1);
        return send(response, 200, tokenAnswer(issue(old.athleteId)));
      }
      return send(response, 400, {
        message: 'Bad Request',
        errors: [{ field: 'grant_type', code: 'invalid' }],
      });
    }

    if (request.method === 'POST' && url.pathname === '/oauth/deauthorize') {
      const grant = bearerGrant(request, form);
      if (!grant) return send(response, 401, { message: 'Authorization Error' });
      for (let index = grants.length - 1; index >= 0; index -= 1) {
        if (grants[index]?.athleteId === grant.athleteId) grants.splice(index, 1);
      }
      return send(response, 200, { access_token: grant.accessToken });
    }

    if (request.method === 'GET' && url.pathname === '/api/v3/athlete/activities') {
      const grant = bearerGrant(request, form);
      if (!grant) return send(response, 401, { message: 'Authorization Error' });
      const after = Number(url.searchParams.get('after') ?? '0') * 1000;
      const perPage = Number(url.searchParams.get('per_page') ?? '30');
      const page = Number(url.searchParams.get('page') ?? '1');
      const all = activities.get(grant.athleteId) ?? options.activitiesOf?.(grant.athleteId) ?? [];
      const listed = all.filter((activity) => Date.parse(activity.start_date) > after);
      return send(response, 200, listed.slice((page - 1) * perPage, page * perPage));
    }

    send(response, 404, { message: 'Record Not Found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { message: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    setActivities: (athleteId, list) => void activities.set(athleteId, list),
    signInAs: (athleteId, choice = {}) => {
      nextAthlete = { athleteId, scope: choice.scope ?? 'read,activity:read', deny: choice.deny ?? false };
    },
    setTokenLifetime: (seconds) => {
      tokenLifetime = seconds;
    },
    async authorize(authUrl) {
      const response = await fetch(authUrl, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status !== 302 || !location) throw new Error(`authorize answered ${response.status}`);
      return new URL(location).searchParams;
    },
    revokeRefreshTokens: () => {
      for (const grant of grants) grant.refreshToken = `revoked-${grant.refreshToken}`;
    },
    liveAccessTokens: () => grants.map((grant) => grant.accessToken),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
