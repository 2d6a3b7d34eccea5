import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EMPTY_STAT_TEXT, SIGNIN_DIR, SITE_ORIGIN_TOKEN, prerenderedAuthVariants } from '@oyna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../db/schema.js';
import {
  competitionBody,
  createCompetitionThroughApi,
} from '../modules/competitions/testing/competition-fixtures.js';
import { signedInUser } from '../modules/games/testing/game-fixtures.js';
import { createTeamThroughApi } from '../modules/teams/testing/team-fixtures.js';
import { createPlayedGame } from '../modules/ratings/testing/rating-fixtures.js';
import { createGame, createUser, createVenue } from '../test/factories.js';
import { SIGNED_IN_SHELL_DIR } from '../lib/signed-in-shell.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { testDrivers } from '../test/test-databases.js';
import { writeCompressedForms } from '../../../web/scripts/compress-assets.mjs';

/** A built script of the app, large enough to be compressed. */
const APP_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `word ${index}`))};`;

/** A built web app in miniature: the app shell, the landing template and one page per language. */
function writeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oyna-web-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html lang="az" dir="ltr"><head><meta name="theme-color" content="#0b1410" /><title>app</title></head>' +
      '<body>APP SHELL<div id="root"></div></body></html>',
  );
  // The sign-in pages the build pre-renders (apps/web/scripts/prerender.mjs), in miniature.
  mkdirSync(path.join(dir, SIGNIN_DIR));
  for (const { page, language, theme, providers, file } of prerenderedAuthVariants()) {
    writeFileSync(
      path.join(dir, SIGNIN_DIR, file),
      JSON.stringify({
        body: `<main>DRAWN ${page} ${language} ${theme} google=${providers.google}</main>`,
        css: '.drawn{color:red}',
        styleNames: ['a1b2c3', 'd4e5f6'],
        globalCss: 'body{color:blue}',
        globalNames: ['g1h2j3'],
        title: `TITLE ${page}`,
      }),
    );
  }
  // The drawn pages' shell: the small entry instead of the app's script (apps/web/scripts/prerender.mjs).
  writeFileSync(
    path.join(dir, SIGNIN_DIR, 'shell.html'),
    '<html lang="az" dir="ltr"><head><meta name="theme-color" content="#0b1410" /><title>app</title>' +
      '<meta name="oyna-app" content="/assets/app.js" /><script type="module" src="/assets/signin.js"></script>' +
      '</head><body>DRAWN PAGE SHELL<div id="root"></div></body></html>',
  );
  // A returning player's dashboard (apps/web/scripts/prerender-signed-in.mjs), in miniature.
  mkdirSync(path.join(dir, SIGNED_IN_SHELL_DIR));
  writeFileSync(
    path.join(dir, SIGNED_IN_SHELL_DIR, 'dashboard.az.dark.json'),
    JSON.stringify({
      body: '<div class="d">DRAWN /dashboard</div>',
      css: '.d{color:red}',
      styleNames: ['d1'],
      globalCss: '',
      title: 'Panel',
    }),
  );
  writeFileSync(path.join(dir, 'landing.html'), '<html><body>TEMPLATE</body></html>');
  writeFileSync(
    path.join(dir, 'sw.js'),
    `const PRECACHE = ${JSON.stringify(Array.from({ length: 80 }, (_, index) => `/assets/chunk-${index}.js`))};`,
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app-Ab12Cd34.js'), APP_SCRIPT);
  mkdirSync(path.join(dir, 'landing'));
  for (const language of ['az', 'ru', 'en']) {
    writeFileSync(
      path.join(dir, 'landing', `${language}.html`),
      `<html lang="${language}" data-theme="dark"><head><meta name="theme-color" content="#0b1410" />` +
        `<link rel="canonical" href="${SITE_ORIGIN_TOKEN}/"></head>` +
        `<body>LANDING ${language}` +
        `<span data-stat="venues" data-value="">${EMPTY_STAT_TEXT}</span>` +
        `<span data-stat="upcoming_games" data-value="">${EMPTY_STAT_TEXT}</span></body></html>`,
    );
  }
  return dir;
}

describe.each(testDrivers())('the web app host rules on %s', (driver) => {
  let test: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeWebDist();
    await writeCompressedForms(distDir);
    test = await createTestApp({ driver, env: { WEB_DIST_DIR: distDir, APP_HOST: 'play.oyna.test' } });
    for (let i = 0; i < 3; i++) await createVenue(test.database.db, { name: `Meydança ${i}` });
  });

  afterAll(async () => {
    await test.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { host: 'oyna.test', ...headers } });

  it('on the marketing host / is the pre-rendered landing page with the live numbers filled in', async () => {
    const response = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('LANDING en');
    expect(response.body).toContain('<link rel="canonical" href="http://oyna.test/">');
    expect(response.body).toContain('data-stat="venues" data-value="3">3<');
    expect(response.body).toContain('data-stat="upcoming_games" data-value="0">0<');
  });

  it('the landing language follows ?lang, then the saved choice, then the browser, then az', async () => {
    const chosen = await get('/?lang=ru', { cookie: 'i18nextLng=en' });
    expect(chosen.body).toContain('LANDING ru');
    expect(chosen.headers['set-cookie']).toBe('i18nextLng=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect((await get('/')).headers['set-cookie']).toBeUndefined();
    expect((await get('/?lng=en')).body).toContain('LANDING en');
    expect((await get('/', { cookie: 'theme=x; i18nextLng=ru', 'accept-language': 'en' })).body).toContain(
      'LANDING ru',
    );
    expect((await get('/', { 'accept-language': 'ru-RU,ru;q=0.9' })).body).toContain('LANDING ru');
    expect((await get('/', { 'accept-language': 'de-DE' })).body).toContain('LANDING az');
    expect((await get('/')).body).toContain('LANDING az');
  });

  it('the landing page comes in the saved theme, dark by default', async () => {
    const dark = await get('/');
    expect(dark.body).toContain('data-theme="dark"');
    const light = await get('/', { cookie: 'i18nextLng=az; theme=light' });
    expect(light.body).toContain('data-theme="light"');
    expect(light.body).toContain('<meta name="theme-color" content="#f3f7f4" />');
  });

  it.each(['app.oyna.test', 'APP.oyna.test:8080', 'play.oyna.test'])(
    'on the app host %s / redirects to /login keeping the query and never shows the landing page',
    async (host) => {
      const response = await get('/?lang=ru', { host });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?lang=ru');
      expect(response.body).not.toContain('LANDING');
    },
  );

  it('any other page path gets the app shell, told where the marketing site is', async () => {
    const site = await get('/no/such/page');
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('APP SHELL');
    expect(site.body).toContain('<meta name="oyna-host" content="site" />');

    const app = await get('/wallet', { host: 'app.oyna.test' });
    expect(app.body).toContain('APP SHELL');
    expect(app.body).toContain('<meta name="oyna-site" content="http://oyna.test" />');
    expect(app.body).toContain('<meta name="oyna-host" content="app" />');
  });

  it('/login and /register arrive drawn in the language and theme asked for, with their styles named for the app and the providers', async () => {
    const login = await get('/login?lang=ru', { cookie: 'theme=light' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers['content-language']).toBe('ru');
    expect(login.body).toContain('<div id="root"><main>DRAWN /login ru light google=false</main></div>');
    expect(login.body).toContain('<html lang="ru" data-theme="light"');
    expect(login.body).toContain('<title>TITLE /login</title>');
    expect(login.body).toContain(
      '<style data-prerendered-global="" data-names="g1h2j3">body{color:blue}</style>' +
        '<style data-prerendered="" data-names="a1b2c3 d4e5f6">.drawn{color:red}</style>',
    );
    expect(login.body).toContain('<meta name="theme-color" content="#f3f7f4"');
    expect(login.body).toContain('<meta name="oyna-providers" content="{&#34;google&#34;:false,');
    expect(login.body).toContain('<meta name="oyna-host" content="site" />');
    expect(login.body).toContain('<meta name="oyna-drawn" content="/login" />');
    // Marked drawn, so that the service worker never keeps the sign-in form as the offline app shell.
    expect(login.headers['oyna-drawn']).toBe('/login');
    const offlineShell = await get('/app-shell');
    expect(offlineShell.statusCode).toBe(200);
    expect(offlineShell.body).toContain('APP SHELL');
    expect(offlineShell.headers['oyna-drawn']).toBeUndefined();

    const register = await get('/register', { 'accept-language': 'en' });
    expect(register.body).toContain('DRAWN /register en dark');
    expect(register.body).toContain('<html lang="en" data-theme="dark"');
  });

  it("a returning player's /dashboard arrives drawn in the shell whose small entry starts the app", async () => {
    const drawn = await get('/dashboard', { cookie: 'oyna_shell=Aysel; i18nextLng=az' });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['oyna-drawn']).toBe('/dashboard');
    expect(drawn.headers['cache-control']).toBe('private, no-cache');
    expect(drawn.body).toContain('DRAWN PAGE SHELL');
    expect(drawn.body).toContain(
      '<div id="root" data-drawn="/dashboard"><div data-drawn-frame="" class="d">DRAWN /dashboard</div>',
    );
    expect(drawn.body).toContain('<script type="module" src="/assets/signin.js"></script>');
    expect(drawn.body).not.toContain('APP SHELL');

    // Without the hint (a visitor, or anyone whose page would differ), the app shell as before.
    const plain = await get('/dashboard');
    expect(plain.body).toContain('APP SHELL');
    expect(plain.body).not.toContain('DRAWN');
    expect(plain.headers['oyna-drawn']).toBeUndefined();
  });

  it('the raw templates are not served as files', async () => {
    for (const url of [
      '/landing.html',
      '/landing/az.html',
      '/index.html',
      '/signin/login.az.dark.g0t0.json',
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain('TEMPLATE');
      expect(response.body, url).not.toContain('LANDING');
    }
  });

  it('the service worker is served, never cached for long, and may control the whole site', async () => {
    for (const encoding of [undefined, 'gzip, deflate, br, zstd']) {
      const response = await get('/sw.js', encoding ? { 'accept-encoding': encoding } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding ? 'br' : undefined);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe('/');
    }
  });

  it("the app's files go out in the form compressed at build that the browser accepts, told apart for caches", async () => {
    const url = '/assets/app-Ab12Cd34.js';
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['vary']).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);

    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(APP_SCRIPT);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
  });

  it('the compressed forms are never sent as files of their own, and the raw templates have none', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js.br', '/assets/app-Ab12Cd34.js.gz', '/sw.js.br']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers['content-type'], url).not.toContain('javascript');
      expect(response.headers['content-encoding'], url).not.toBe('br');
    }
    for (const file of ['index.html', 'landing.html', 'landing/az.html', 'signed-in/dashboard.az.dark.json'])
      expect(existsSync(path.join(distDir, `${file}.br`)), file).toBe(false);
  });

  it('robots.txt and sitemap.xml carry the site origin with every language as an alternate', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://oyna.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');

    const sitemap = await get('/sitemap.xml', { host: 'app.oyna.test' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://oyna.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://oyna.test/?lang=ru</loc>');
    expect(sitemap.body).toContain('hreflang="x-default" href="http://oyna.test/"');
  });

  it('an unknown API path is still the JSON 404', async () => {
    const response = await get('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route_not_found' });
  });
});

describe.each(testDrivers())('the public stats on %s', (driver) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ driver });
  });
  afterAll(async () => test.close());

  it('counts the venues and the open games still to come, and is cacheable for a minute', async () => {
    const db = test.database.db;
    const bayil = await createVenue(db, { name: 'Bayıl Arena' });
    const xetai = await createVenue(db, { name: 'Xətai Futzal' });
    const hour = 3600_000;
    await createGame(db, { venueId: bayil.id, startsAt: new Date(Date.now() + 2 * hour) });
    await createGame(db, { venueId: xetai.id, startsAt: new Date(Date.now() + 48 * hour) });
    // Not counted: a cancelled game, a completed one, and an open one that has already kicked off.
    await createGame(db, {
      venueId: bayil.id,
      status: 'cancelled',
      startsAt: new Date(Date.now() + 3 * hour),
    });
    await createGame(db, {
      venueId: bayil.id,
      status: 'completed',
      startsAt: new Date(Date.now() - 48 * hour),
    });
    await createGame(db, { venueId: xetai.id, startsAt: new Date(Date.now() - hour) });

    const response = await test.app.inject({ method: 'GET', url: '/api/v1/public/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({ venues: 2, upcoming_games: 2 });
  });

  it('a count is reused within the minute', async () => {
    await createVenue(test.database.db, { name: 'Yasamal Stadionu' });
    await createGame(test.database.db);
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/public/stats' });
    expect(response.json()).toEqual({ venues: 2, upcoming_games: 2 });
  });

  it('a venue write counts again at once, inside the minute', async () => {
    await createVenue(test.database.db, { name: 'Nərimanov Arena' });
    test.app.cacheInvalidation.invalidate(['venues']); // what every venue write does
    // Everything made above, the venue and game the last test made inside the minute included.
    const stats = await test.app.inject({ method: 'GET', url: '/api/v1/public/stats' });
    expect(stats.json()).toEqual({ venues: 5, upcoming_games: 3 });
  });
});

describe.each(testDrivers())('a shared game link on %s', (driver) => {
  let test: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeWebDist();
    test = await createTestApp({ driver, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { host: 'oyna.test', ...headers } });

  it('a shared game link carries the game in its title and Open Graph tags, in the sharer’s language', async () => {
    const game = await createGame(test.database.db, { title: 'Cümə axşamı <futbol>' });
    const russian = await get(`/games/${game.id}?lang=ru`);
    expect(russian.statusCode).toBe(200);
    expect(russian.body).toContain('APP SHELL');
    expect(russian.body).toContain('<title>Cümə axşamı &#60;futbol&#62; · Oyna</title>');
    expect(russian.body).toContain(
      '<meta property="og:title" content="Cümə axşamı &#60;futbol&#62; · Oyna" />',
    );
    expect(russian.body).toContain(`<meta property="og:url" content="http://oyna.test/games/${game.id}" />`);
    // The game's own card, in the sharer's language, its version in the address (decision 87).
    expect(russian.body).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://oyna.test/api/v1/games/${game.id}/card.png\\?lang=ru&#38;v=[\\w-]+" />`,
      ),
    );
    expect(russian.body).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(russian.body).toMatch(
      /og:description" content="[^"]*7×7 · 10,00\u00a0₼\. Осталось 14 мест\. Запишитесь на игру в Oyna\."/,
    );

    const azerbaijani = await get(`/games/${game.id}`);
    expect(azerbaijani.body).toMatch(/og:description" content="[^"]*14 yer qalıb\. Oyna-da oyuna yazılın\."/);
  });

  it('a cancelled game or a team match’s game previews with the site’s image: they have no card', async () => {
    const cancelled = await createGame(test.database.db, { status: 'cancelled', cancelledAt: new Date() });
    const teamMatch = await createGame(test.database.db, { origin: 'team_match' });
    for (const game of [cancelled, teamMatch]) {
      const response = await get(`/games/${game.id}?lang=az`);
      expect(response.body).toContain('og:title');
      expect(response.body).toContain('<meta property="og:image" content="http://oyna.test/og-image.png" />');
    }
  });

  it('a link to a game that does not exist, or to no game at all, is the plain app shell', async () => {
    for (const url of ['/games/00000000-0000-4000-8000-000000000000', '/games/mine', '/games/not-a-game']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('APP SHELL');
      expect(response.body).not.toContain('og:title');
    }
  });

  it('a shared venue link carries the venue, its kind and its games this week, to a visitor, in the sharer’s language', async () => {
    const organizer = await createUser(test.database.db, {
      role: 'organizer',
      firstName: 'Gizli',
      lastName: 'Təşkilatçı',
    });
    const venue = await createVenue(test.database.db, {
      name: 'Xəzər <Arena>',
      type: 'futsal',
      pitchCount: 2,
      address: 'Neftçilər prospekti 5',
      phone: '+994 50 111 22 33',
    });
    const soon = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
    for (const days of [1, 3]) {
      await createGame(test.database.db, {
        venueId: venue.id,
        organizerId: organizer.id,
        startsAt: soon(days),
      });
    }
    // Next week's game is not this week's.
    await createGame(test.database.db, { venueId: venue.id, organizerId: organizer.id, startsAt: soon(9) });

    const english = await get(`/venues/${venue.id}?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('APP SHELL');
    expect(english.body).toContain('<title>Xəzər &#60;Arena&#62; · Oyna</title>');
    expect(english.body).toContain(
      `<meta property="og:url" content="http://oyna.test/venues/${venue.id}" />`,
    );
    expect(english.body).toContain('<meta property="og:image" content="http://oyna.test/og-image.png" />');
    expect(english.body).toContain(
      '<meta property="og:description" content="Futsal hall · 2 pitches · Neftçilər prospekti 5. 2 games this week: book your place on Oyna." />',
    );
    const russian = await get(`/venues/${venue.id}?lang=ru`);
    expect(russian.body).toContain('Зал для футзала · 2 поля · Neftçilər prospekti 5. 2 игры на этой неделе');
    // Nothing about the people: neither the organizer nor the venue's phone.
    for (const body of [english.body, russian.body]) {
      expect(body).not.toContain('Gizli');
      expect(body).not.toContain('111 22 33');
    }
  });

  it('a venue with photos shows its first photo; a link to no venue is the plain app shell', async () => {
    const venue = await createVenue(test.database.db, {
      photos: [
        { id: '00000000-0000-4000-8000-000000000001', url: '/uploads/venues/first.jpg' },
        { id: '00000000-0000-4000-8000-000000000002', url: '/uploads/venues/second.jpg' },
      ],
    });
    const shared = await get(`/venues/${venue.id}`);
    expect(shared.body).toContain(
      '<meta property="og:image" content="http://oyna.test/uploads/venues/first.jpg" />',
    );
    expect(shared.body).toMatch(
      /og:description" content="Açıq meydança · 1 sahə · [^"]*Oyna-da burada oyun tapın\."/,
    );
    for (const url of ['/venues/999999', '/venues/not-a-venue', '/venues/0']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('APP SHELL');
      expect(response.body).not.toContain('og:title');
    }
  });
});

describe.each(testDrivers())('shared team and competition links on %s', (driver) => {
  let test: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = writeWebDist();
    test = await createTestApp({ driver, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url, headers: { host: 'oyna.test' } });

  it('a shared team link carries the team’s name, facts and crest in its Open Graph tags, in the sharer’s language', async () => {
    const venue = await createVenue(test.database.db, { name: 'Bakı Arena' });
    const { team } = await createTeamThroughApi(test.app, {
      team: { name: 'Qala <Şahinləri>', home_venue_id: venue.id },
    });
    const russian = await get(`/teams/${team.id}?lang=ru`);
    expect(russian.statusCode).toBe(200);
    expect(russian.body).toContain('APP SHELL');
    expect(russian.body).toContain('<title>Qala &#60;Şahinləri&#62; · Oyna</title>');
    expect(russian.body).toContain('<meta property="og:title" content="Qala &#60;Şahinləri&#62; · Oyna" />');
    expect(russian.body).toContain(
      '<meta property="og:description" content="Футбольная команда · 1 участник · Домашняя площадка: Bakı Arena. Вступайте в команду в Oyna." />',
    );
    expect(russian.body).toContain(`<meta property="og:url" content="http://oyna.test/teams/${team.id}" />`);
    expect(russian.body).toContain('<meta property="og:image" content="http://oyna.test/og-image.png" />');
    expect(russian.body).toContain('<meta name="twitter:card" content="summary_large_image" />');

    await test.app.db.update(teams).set({ logoUrl: '/uploads/teams/crest.jpg' }).where(eq(teams.id, team.id));
    const withCrest = await get(`/teams/${team.id}`);
    expect(withCrest.body).toContain(
      '<meta property="og:image" content="http://oyna.test/uploads/teams/crest.jpg" />',
    );
    expect(withCrest.body).toContain('Futbol komandası · 1 üzv');
  });

  it('a private team’s link names the team and that it is private, and nothing of its members', async () => {
    const { team } = await createTeamThroughApi(test.app, {
      team: { name: 'Gizli Dəstə', is_private: true },
    });
    const response = await get(`/teams/${team.id}?lang=en`);
    expect(response.body).toContain('<meta property="og:title" content="Gizli Dəstə · Oyna" />');
    expect(response.body).toContain(
      '<meta property="og:description" content="Private football team · 1 member. The team plays on Oyna." />',
    );
  });

  it('a shared competition link carries its kind, format, days and teams in its Open Graph tags', async () => {
    const organizer = await signedInUser(test.app, { role: 'organizer' });
    const body = await competitionBody(test.app, { name: 'Bakı Yaz Kuboku' });
    const competition = await createCompetitionThroughApi(test.app, organizer, body);
    const english = await get(`/tournaments/${competition.id}?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Bakı Yaz Kuboku · Oyna</title>');
    expect(english.body).toContain('<meta property="og:title" content="Bakı Yaz Kuboku · Oyna" />');
    expect(english.body).toMatch(
      /<meta property="og:description" content="Cup · 5×5 · [^"]+ · 0 of 8 teams · [^"]+\. Register your team on Oyna\." \/>/,
    );
    expect(english.body).toContain(
      `<meta property="og:url" content="http://oyna.test/tournaments/${competition.id}" />`,
    );
    expect(english.body).toContain('<meta property="og:image" content="http://oyna.test/og-image.png" />');
    const azerbaijani = await get(`/tournaments/${competition.id}`);
    expect(azerbaijani.body).toContain('0/8 komanda');
    expect(azerbaijani.body).toContain('Komandanızı Oyna-da yazdırın.');
  });

  it('a shared player card link previews the card: its og:image is the card’s PNG, in the sharer’s language', async () => {
    const player = await signedInUser(test.app, { firstName: 'Rəşad', lastName: 'Quliyev' });
    const game = await createPlayedGame(test.database.db, {
      title: 'Cümə oyunu',
      scores: [3, 2],
      lines: [{ user: player.user, side: 0, goals: 2 }],
    });
    const response = await get(`/games/${game.id}/cards/${player.user.id}?lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<meta property="og:title" content="Rəşad Quliyev · Cümə oyunu · Oyna" />',
    );
    expect(response.body).toContain(
      `<meta property="og:image" content="http://oyna.test/api/v1/games/${game.id}/players/${player.user.id}/card.png?lang=en" />`,
    );
    expect(response.body).toContain(
      `<meta property="og:url" content="http://oyna.test/games/${game.id}/cards/${player.user.id}" />`,
    );
    expect(response.body).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const hidden = await signedInUser(test.app, { profileVisibility: 'private' });
    const hiddenGame = await createPlayedGame(test.database.db, {
      scores: [1, 0],
      lines: [{ user: hidden.user, side: 0 }],
    });
    const refused = await get(`/games/${hiddenGame.id}/cards/${hidden.user.id}`);
    expect(refused.body).toContain('APP SHELL');
    expect(refused.body).not.toContain('og:image');
  });

  it('a link to a team or competition that does not exist, or to no id at all, is the plain app shell', async () => {
    for (const url of [
      '/teams/00000000-0000-4000-8000-000000000000',
      '/tournaments/00000000-0000-4000-8000-000000000000',
      '/teams/create',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('APP SHELL');
      expect(response.body).not.toContain('og:title');
    }
  });
});
