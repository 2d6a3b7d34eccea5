import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { OIDC_IDENTITY_COOKIE } from './env';

/** The claims the provider tells about the person who signs in, as Google puts them. */
export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface E2eOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

function identityFrom(request: IncomingMessage): TestIdentity | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== OIDC_IDENTITY_COOKIE) continue;
    try {
      return JSON.parse(Buffer.from(rest.join('='), 'base64url').toString('utf8')) as TestIdentity;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a fixed loopback port, for the browser: the
 * same setup as the API's own test provider (apps/api/src/modules/auth/testing), with two
 * differences the browser tests need. The port is fixed, because Playwright starts the web
 * server (whose GOOGLE_ISSUER must name it) before the global setup; and the person who signs in
 * is read from a cookie the test sets on this origin, so parallel tests each sign in as their
 * own user. Sign-in and consent finish without a page.
 */
export async function startE2eOidcProvider(options: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<E2eOidcProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const identities = new Map<string, TestIdentity>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oyna-e2e-cookie-key'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
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
      const identity = identityFrom(request);
      if (!identity) throw new Error(`no ${OIDC_IDENTITY_COOKIE} cookie: the test must say who signs in`);
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
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    } else {
      void handle(request, response);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
