// After `vite build` (the pages) and `vite build --ssr` (the renderer): writes the landing page
// pre-rendered in each language (dist/landing/<lang>.html) and the service worker (dist/sw.js)
// with the list of files this build's app shell and landing page need.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = `${web}dist`;
const renderer = `${web}.prerender/prerender.js`;
const { renderLanding, LANDING_LANGUAGES, offlineTexts } = await import(pathToFileURL(renderer).href);

// 1. The landing page in each language, its small stylesheet inlined: one request fewer before
// the first paint (the CSP allows inline styles, never inline scripts).
const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/landing-[\w-]+\.css)">/;
const rawTemplate = readFileSync(`${dist}/landing.html`, 'utf8');
const cssFile = stylesheet.exec(rawTemplate)?.[1];
if (!cssFile) throw new Error('landing.html lost its stylesheet link');
const css = readFileSync(`${dist}/${cssFile}`, 'utf8').replaceAll('</', '<\\/');
const template = rawTemplate.replace(stylesheet, () => `<style>${css}</style>`);
for (const marker of ['<!--landing-head-->', '<!--landing-body-->', '<html lang="az"']) {
  if (!template.includes(marker)) throw new Error(`landing.html lost its marker ${marker}`);
}
mkdirSync(`${dist}/landing`, { recursive: true });
const year = new Date().getFullYear();
for (const language of LANDING_LANGUAGES) {
  const { head, body } = renderLanding(language, year);
  const html = template
    .replace('<html lang="az"', `<html lang="${language}"`)
    .replace('<!--landing-head-->', head)
    .replace('<!--landing-body-->', body);
  writeFileSync(`${dist}/landing/${language}.html`, html);
}

// 2. The sign-in pages, drawn once per page, language, theme and set of providers offered
// (dist/signin/*.json: the markup, its styles, its title); the server only copies them into the
// app shell, so it never loads React or MUI (docs/decisions/0044-signin-first-load.md).
const authRenderer = `${web}.prerender-auth/prerender-auth.js`;
const { renderAuthShell, prerenderedAuthVariants } = await import(pathToFileURL(authRenderer).href);
rmSync(`${dist}/signin`, { recursive: true, force: true });
mkdirSync(`${dist}/signin`, { recursive: true });
const variants = prerenderedAuthVariants();
for (const { page, language, theme, providers, file } of variants) {
  // The Telegram bot's name is never drawn (the widget is mounted by the script).
  const answer = {
    google: providers.google,
    telegram: {
      enabled: providers.telegram.enabled,
      bot_username: providers.telegram.enabled ? 'bot' : null,
    },
    // What becomes of messages is never drawn on these pages (the script reads the server's own answer).
    messages: { email: 'sent', telegram: 'sent', push: 'sent', sms: 'sent' },
  };
  const drawn = await renderAuthShell({ page, language, theme, providers: answer });
  writeFileSync(`${dist}/signin/${file}`, JSON.stringify(drawn));
}

// The app shell the drawn pages are sent in (the sign-in pages, and a returning player's
// /dashboard and /games): the app's script and its preloads give way to the drawn pages' small
// entry, which starts them on a visitor's first touch or at once (src/signin/main.ts).
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const signinChunk = manifest['src/signin/main.ts'];
if (!signinChunk) throw new Error('the build has no sign-in entry');
const indexHtml = readFileSync(`${dist}/index.html`, 'utf8');
const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const appEntry = appScript.exec(indexHtml)?.[1];
if (!appEntry) throw new Error('index.html lost its script');
const appPreloads = [...indexHtml.matchAll(preload)].map((match) => match[1]);
const signinImports = (signinChunk.imports ?? []).map((key) => `/${manifest[key].file}`);
const signinShell = indexHtml
  .replace(preload, '')
  .replace(
    appScript,
    () =>
      `<meta name="oyna-app" content="${appEntry}" />` +
      `<meta name="oyna-app-preload" content="${appPreloads.join(' ')}" />` +
      `<script type="module" crossorigin src="/${signinChunk.file}"></script>` +
      signinImports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
  );
writeFileSync(`${dist}/signin/shell.html`, signinShell);

// 3. The service worker: precache what the two entries load before any interaction.
const files = new Set();
const visit = (key, withDynamic) => {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const asset of chunk.assets ?? []) files.add(`/${asset}`);
  for (const imported of chunk.imports ?? []) visit(imported, false);
  if (withDynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported, false);
};
visit('index.html', false);
visit('landing.html', true); // with the copy of each language
visit('src/signin/main.ts', false);
// The sign-in pages themselves: the app fetches them only once a visitor touches a drawn page, so a
// visit online need not have loaded them before the visitor comes back offline.
for (const page of ['login-page', 'register-page']) {
  const key = `src/features/auth/pages/${page}.tsx`;
  if (!manifest[key]) throw new Error(`the build has no ${key}`);
  visit(key, false);
}
// The app's words: one file per language, loaded on demand (docs/decisions/0039-first-load.md).
for (const key of Object.keys(manifest)) if (/src\/locales\/\w+\/index\.ts$/.test(key)) visit(key, false);
for (const file of ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png']) files.add(file);
const precache = [...files].sort();
const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
const worker = readFileSync(`${web}pwa/service-worker.js`, 'utf8')
  .replace('__VERSION__', version)
  .replace('__PRECACHE__', JSON.stringify(precache))
  .replace('__OFFLINE_TEXT__', JSON.stringify(offlineTexts()));
writeFileSync(`${dist}/sw.js`, worker);

// The build manifest and the renderer were only needed here.
rmSync(`${dist}/.vite`, { recursive: true, force: true });
rmSync(`${web}.prerender`, { recursive: true, force: true });
rmSync(`${web}.prerender-auth`, { recursive: true, force: true });
console.log(
  `prerendered the landing page in ${LANDING_LANGUAGES.join(', ')} and ${variants.length} sign-in pages; service worker ${version} precaches ${precache.length} files`,
);
