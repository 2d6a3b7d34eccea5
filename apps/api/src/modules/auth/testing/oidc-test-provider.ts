import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/** The claims the provider tells about the person who signs in. */
export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization signs in as. */
  signInAs(identity: TestIdentity): void;
  /**
   * Opens an authorization URL like a browser (following redirects, keeping cookies), signs in
   * and consents, and returns the query the provider sends back to the redirect URI.
   */
  authorize(authUrl: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export interface OidcTestProviderOptions {
  redirectUri: string;
  /** A fixed port (the browser tests need one known before start); a free one by default. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Who signs in at an authorization; by default the identity given to `signInAs`. */
  identityOf?: (request: IncomingMessage) => TestIdentity | undefined;
}

/** `name=value` pairs of Set-Cookie headers, into a jar; expired ones leave it. */
function storeCookies(jar: Map<string, string>, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port: one confidential client
 * for `redirectUri`, PKCE required, claims in the ID token as Google puts them. Sign-in and
 * consent happen without a page: the interaction route finishes them for `signInAs`'s identity.
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'oyna-test-client';
  const clientSecret = options.clientSecret ?? 'oyna-test-client-secret-0123456789';
  const identities = new Map<string, TestIdentity>();
  let current: TestIdentity = { sub: 'nobody' };
  const identityOf = options.identityOf ?? (() => current);

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oyna-test-cookie-key'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const identity = identities.get(id);
      if (!identity) return undefined;
      return { accountId: id, claims: async () => ({ ...identity }) };
    },
  });

  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      const identity = identityOf(request);
      if (!identity) throw new Error('the test did not say who signs in');
      identities.set(identity.sub, identity);
      await provider.interactionFinished(request, response, { login: { accountId: identity.sub } });
      return;
    }
    const accountId = String(details.session?.accountId);
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params['client_id']) });
    if (!grant) throw new Error('the grant of the interaction is gone');
    grant.addOIDCScope(String(details.params['scope']));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  const handle = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    } else {
      void handle(request, response);
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(identity) {
      current = identity;
    },
    async authorize(authUrl) {
      const jar = new Map<string, string>();
      let url = new URL(authUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        storeCookies(jar, response);
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
        url = new URL(location, url);
        if (url.href.startsWith(options.redirectUri)) return url.searchParams;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
