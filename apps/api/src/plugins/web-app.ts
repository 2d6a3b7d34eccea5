import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type AuthProvidersResponse,
  type Language,
  PRERENDERED_AUTH_PAGES,
  type PublicStats,
  SIGNIN_DIR,
  homePageFor,
  isAppHost,
  marketingOrigin,
  playerCardPath,
  playerCardSharePath,
} from '@oyna/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import {
  LANDING_DIR,
  LANGUAGE_COOKIE,
  type LinkPreview,
  landingLanguage,
  landingTheme,
  drawnPageKey,
  readAuthShells,
  readDrawnPageShell,
  readLandingTemplates,
  renderAppShell,
  renderLandingPage,
  renderPrerenderedShell,
  robotsTxt,
  sitemapXml,
} from '../lib/web-pages.js';
import {
  SIGNED_IN_SHELL_DIR,
  SIGNED_IN_SHELL_PAGES,
  readSignedInShells,
  renderSignedInShell,
  signedInShellHint,
} from '../lib/signed-in-shell.js';
import { sendError } from './error-handler.js';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;
/** Build outputs that are only raw material for the pages below, never served as they are. */
const HIDDEN_FILES = new Set(['/index.html', '/landing.html']);
/** The pre-rendered pages' raw material (docs/decisions/0044-signin-first-load.md, 0045): never served. */
const HIDDEN_DIRS = [`/${LANDING_DIR}/`, `/${SIGNIN_DIR}/`, `/${SIGNED_IN_SHELL_DIR}/`];
/**
 * A file's forms compressed at build (apps/web/scripts/compress-assets.mjs, decision 111): sent in
 * place of the file to a browser that accepts them, never asked for by name.
 */
const COMPRESSED_FORM = /\.(br|gz)$/;

/**
 * Serves the built web app from the same origin as the API (docs/product-rules.md#hosts-and-routes):
 * - `/` is the pre-rendered landing page in the visitor's language, with the live numbers
 *   filled in; on the app sub-host (`app.*` or APP_HOST) it redirects to `/login` instead;
 * - hashed assets are cached for a year, everything else is revalidated (`no-cache`);
 * - any other page path gets the app shell, whose router sends unknown paths to `/`;
 * - `/robots.txt` and `/sitemap.xml` carry the site's absolute URLs;
 * - unknown `/api` paths get the JSON 404.
 */
/**
 * The title and description of a shared page, by its id, in a language, and its own image (a path
 * on this site or an absolute address) when it has one; null when there is no such page.
 */
export type PagePreview = (
  id: string,
  language: Language,
) => Promise<{ title: string; description: string; image?: string | null } | null>;

/** The shared pages whose links carry a preview, by the first segment of their path. */
export const PREVIEWED_PAGES = ['games', 'teams', 'tournaments'] as const;
export type PreviewedPage = (typeof PREVIEWED_PAGES)[number];

/** A path on this site made absolute; an absolute address (a bucket's) as it is. */
const absoluteUrl = (origin: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;

/** A shared venue's title, description and image (a path on this site or an absolute address); null when there is none. */
export type VenuePagePreview = (
  id: number,
  language: Language,
) => Promise<{ title: string; description: string; imagePath: string | null } | null>;

/** A venue's id in its page's address, as `GET /venues/{id}` takes it. */
const VENUE_ID = /^[1-9]\d{0,9}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const webAppPlugin = fp<{
  config: Config;
  /** The previews of shared links (`/games/{id}`, `/teams/{id}`, `/tournaments/{id}`). */
  linkPreviews?: Partial<Record<PreviewedPage, PagePreview>>;
  /** A shared venue's page (`/venues/{id}`). */
  venuePreview?: VenuePagePreview;
  /** A player's card after a game (`/games/{id}/cards/{user_id}`): its title and description, null when not shared. */
  cardPreview?: (
    gameId: string,
    playerId: string,
    language: Language,
  ) => Promise<{ title: string; description: string } | null>;
  /** The third-party sign-ins offered, drawn into the pre-rendered sign-in pages. */
  authProviders?: AuthProvidersResponse;
  /** Whether the development pages (/dev/outbox) exist; without, /dev/ paths answer 404. */
  devPages?: boolean;
}>(
  async (app, { config, linkPreviews, venuePreview, cardPreview, authProviders, devPages = false }) => {
    const root = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : undefined;
    const indexFile = root ? path.join(root, 'index.html') : undefined;
    const hasWebApp = indexFile !== undefined && existsSync(indexFile);
    const indexHtml = hasWebApp && indexFile ? readFileSync(indexFile, 'utf8') : '';
    // The drawn pages' shell: the app's files are named, not preloaded, and a small entry starts
    // the app, so that compiling them never holds up the first paint (decisions 44 and 46); the
    // plain app shell in a build without it.
    const drawnPageShell = (root && readDrawnPageShell(root)) ?? indexHtml;
    const landing = root ? readLandingTemplates(root) : {};

    /** The marketing site's origin as this request sees it (SITE_URL wins when set). */
    const siteOrigin = (request: FastifyRequest) =>
      marketingOrigin({
        protocol: request.protocol,
        host: request.host,
        appHost: config.APP_HOST,
        siteUrl: config.SITE_URL,
      });

    /** A shell (`html`) filled in for this request's origin and host, with a shared link's preview. */
    const shellFor = (html: string, request: FastifyRequest, preview?: LinkPreview | null) =>
      renderAppShell(html, {
        siteOrigin: siteOrigin(request),
        appHost: isAppHost(request.host, config.APP_HOST),
        preview,
      });

    const sendAppShell = (request: FastifyRequest, reply: FastifyReply, preview?: LinkPreview | null) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shellFor(indexHtml, request, preview));

    /** The language a shared link asks for (`?lang=` of the sharer), else the visitor's. */
    const requestLanguage = (request: FastifyRequest) =>
      landingLanguage({
        query: new URLSearchParams(
          request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
        ),
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        allowedPath: (pathName) =>
          !HIDDEN_FILES.has(pathName) &&
          !HIDDEN_DIRS.some((dir) => pathName.startsWith(dir)) &&
          !COMPRESSED_FORM.test(pathName),
        // Our own Cache-Control per file (below) instead of the plugin's max-age=0.
        cacheControl: false,
        setHeaders(response, sentPath) {
          // The file asked for, whichever of its forms is sent.
          const filePath = sentPath.replace(COMPRESSED_FORM, '');
          response.setHeader(
            'Cache-Control',
            HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // A compressed form answers only the browsers that accept it: caches must keep it apart.
          if (filePath !== sentPath) response.setHeader('Vary', 'Accept-Encoding');
          // The service worker controls the whole site from /sw.js.
          if (filePath.endsWith(`${path.sep}sw.js`)) response.setHeader('Service-Worker-Allowed', '/');
        },
      });

      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const home = homePageFor(request.host, search, config.APP_HOST);
        if (home.kind === 'redirect')
          return reply.header('Cache-Control', 'no-cache').redirect(home.location, 302);

        const language = landingLanguage({
          query: new URLSearchParams(search),
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
        const template = landing[language];
        // Without a pre-rendered page (a build without it), the app shell still works.
        if (!template) return sendAppShell(request, reply);

        // A language chosen by link (`?lang=`) sticks, with or without JavaScript.
        const query = new URLSearchParams(search);
        if (query.has('lang') || query.has('lng')) {
          reply.header(
            'Set-Cookie',
            `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`,
          );
        }

        let stats: PublicStats | null = null;
        try {
          stats = await app.publicStats.get();
        } catch (error) {
          request.log.error({ err: error }, 'landing page numbers could not be counted');
        }
        return reply
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Language, Cookie')
          .header('Content-Language', language)
          .type('text/html; charset=utf-8')
          .send(
            renderLandingPage(template, {
              origin: siteOrigin(request),
              language,
              stats,
              theme: landingTheme(request.headers.cookie),
            }),
          );
      });
    }

    // The sign-in pages arrive drawn (docs/decisions/0044-signin-first-load.md): the build drew
    // each page, language, theme and set of providers; this server read its dozen at start.
    const authShells = hasWebApp && root && authProviders ? readAuthShells(root, authProviders) : new Map();
    if (authProviders && authShells.size > 0) {
      const providers = authProviders;
      for (const page of PRERENDERED_AUTH_PAGES) {
        app.get(page, { schema: { hide: true } }, async (request, reply) => {
          const language = requestLanguage(request);
          const theme = landingTheme(request.headers.cookie);
          const drawn = authShells.get(drawnPageKey(page, language, theme));
          if (!drawn) return sendAppShell(request, reply);
          const shell = shellFor(drawnPageShell, request);
          return (
            reply
              .header('Cache-Control', 'no-cache')
              .header('Vary', 'Accept-Language, Cookie')
              // The service worker keeps no drawn page as the offline shell of every page.
              .header('Oyna-Drawn', page)
              .header('Content-Language', language)
              .type('text/html; charset=utf-8')
              .send(renderPrerenderedShell(shell, drawn, { page, language, theme, providers }))
          );
        });
      }
    }

    // A returning player's /dashboard and /games arrive drawn, their data loading
    // (docs/decisions/0045-signed-in-first-load.md), when the browser carries the app's hint.
    const signedInShells = hasWebApp && root ? readSignedInShells(root) : new Map();
    if (signedInShells.size > 0) {
      for (const page of SIGNED_IN_SHELL_PAGES) {
        app.get(page, { schema: { hide: true } }, async (request, reply) => {
          const firstName = signedInShellHint(request.headers.cookie);
          const language = requestLanguage(request);
          const theme = landingTheme(request.headers.cookie);
          // A list opened with filters in its address is not the one drawn.
          const drawn =
            firstName !== null && !request.url.includes('?')
              ? signedInShells.get(drawnPageKey(page, language, theme))
              : undefined;
          reply.header('Vary', 'Accept-Language, Cookie');
          if (!drawn || firstName === null) return sendAppShell(request, reply);
          const shell = shellFor(drawnPageShell, request);
          return (
            reply
              // The player's name is in it: for this browser only, and never the offline shell.
              .header('Cache-Control', 'private, no-cache')
              .header('Oyna-Drawn', page)
              .header('Content-Language', language)
              .type('text/html; charset=utf-8')
              .send(renderSignedInShell(shell, drawn, { page, language, theme, firstName }))
          );
        });
      }
    }

    // A shared game, team or competition: the app shell with its title, facts and Open Graph
    // tags, so that the link shows the page in WhatsApp or Telegram before anyone opens it.
    for (const page of PREVIEWED_PAGES) {
      const pagePreview = linkPreviews?.[page];
      if (!hasWebApp || !pagePreview) continue;
      app.get<{ Params: { id: string } }>(
        `/${page}/:id`,
        { schema: { hide: true } },
        async (request, reply) => {
          const { id } = request.params;
          if (!UUID.test(id)) return sendAppShell(request, reply);
          const language = requestLanguage(request);
          let found: Awaited<ReturnType<PagePreview>> = null;
          try {
            found = await pagePreview(id, language);
          } catch (error) {
            request.log.error({ err: error, page }, 'the link preview could not be read');
          }
          const origin = `${request.protocol}://${request.host}`;
          const preview: LinkPreview | null = found && {
            title: found.title,
            description: found.description,
            language,
            url: `${origin}/${page}/${id}`,
            image: absoluteUrl(origin, found.image ?? '/og-image.png'),
          };
          return sendAppShell(request, reply.header('Vary', 'Accept-Language, Cookie'), preview);
        },
      );
    }

    if (hasWebApp && cardPreview) {
      // A player's shared card: the game's page, whose preview is the card's image (decision 52).
      app.get<{ Params: { id: string; userId: string } }>(
        '/games/:id/cards/:userId',
        { schema: { hide: true } },
        async (request, reply) => {
          const { id, userId } = request.params;
          if (!UUID.test(id) || !UUID.test(userId)) return sendAppShell(request, reply);
          const language = requestLanguage(request);
          let found: Awaited<ReturnType<typeof cardPreview>> = null;
          try {
            found = await cardPreview(id, userId, language);
          } catch (error) {
            request.log.error({ err: error }, 'the card preview could not be read');
          }
          const origin = `${request.protocol}://${request.host}`;
          const preview: LinkPreview | null = found && {
            ...found,
            language,
            url: `${origin}${playerCardSharePath(id, userId)}`,
            image: `${origin}${playerCardPath(id, userId, language)}`,
          };
          return sendAppShell(request, reply.header('Vary', 'Accept-Language, Cookie'), preview);
        },
      );
    }

    if (hasWebApp && venuePreview) {
      // A shared venue: its name, kind, address and games this week in the link's preview.
      app.get<{ Params: { id: string } }>(
        '/venues/:id',
        { schema: { hide: true } },
        async (request, reply) => {
          const { id } = request.params;
          if (!VENUE_ID.test(id) || Number(id) > 2_147_483_647) return sendAppShell(request, reply);
          const language = requestLanguage(request);
          let found: Awaited<ReturnType<VenuePagePreview>> = null;
          try {
            found = await venuePreview(Number(id), language);
          } catch (error) {
            request.log.error({ err: error }, 'the venue link preview could not be read');
          }
          const origin = `${request.protocol}://${request.host}`;
          const preview: LinkPreview | null = found && {
            title: found.title,
            description: found.description,
            language,
            url: `${origin}/venues/${id}`,
            image: absoluteUrl(origin, found.imagePath ?? '/og-image.png'),
          };
          return sendAppShell(request, reply.header('Vary', 'Accept-Language, Cookie'), preview);
        },
      );
    }

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(siteOrigin(request))),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(siteOrigin(request))),
    );

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const isDevPage = request.url === '/dev' || request.url.startsWith('/dev/');
      if (isApi || !hasWebApp || !wantsPage || (isDevPage && !devPages)) {
        return sendError(reply, request, { status: 404, code: 'route_not_found' });
      }
      return sendAppShell(request, reply);
    });
  },
  { name: 'web-app', dependencies: ['language'] },
);
