import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { OUR_SOURCE, collectFirstScreenModules, isSharedPackage } from './src/build/first-screen-modules';
import { lazyContracts } from './src/build/lazy-contracts';

/** Where `/api` goes in `vite` and `vite preview`; the API listens on 3000 by default. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

const NODE_MODULES = String.raw`[\\/]node_modules[\\/]`;
const packages = (names: string) => new RegExp(`${NODE_MODULES}(?:${names})[\\/]`);

/**
 * The modules the landing page and the sign-in pages' small entry import, directly or through
 * others, collected once the module graph is built (before the chunks are made). They stay out of
 * the groups below that gather the app's shared modules, so that those pages never download them.
 */
const smallEntryModules = new Set<string>();
const SMALL_ENTRIES = [/[\\/]landing\.html$/, /[\\/]src[\\/]signin[\\/]main\.ts$/];

function collectSmallEntryModules(): Plugin {
  return {
    name: 'oyna-small-entry-modules',
    apply: 'build',
    buildEnd() {
      smallEntryModules.clear();
      const waiting = [...this.getModuleIds()].filter((id) => SMALL_ENTRIES.some((entry) => entry.test(id)));
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (smallEntryModules.has(id)) continue;
        smallEntryModules.add(id);
        waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/** Our modules the first screen runs (src/build/first-screen-modules.ts). */
const firstScreen = collectFirstScreenModules();

/**
 * Vendor chunks that change rarely get their own long-cacheable files; icons stay with the
 * lazy page that uses them so they are not downloaded up front. React alone is its own chunk:
 * the landing page uses it without the router, MUI or i18next. What two or more pages share of
 * the app's own modules and of the icons is one file each, not one per module: a signed-in page's
 * first load was about a hundred requests, most of them files under 1 KB.
 */
const MUI = packages(
  String.raw`@mui[\/](?!icons-material)[^\/]+|@emotion[\/][^\/]+|@babel[\/][^\/]+|@popperjs[\/]core|react-transition-group|stylis|clsx|prop-types|react-is|hoist-non-react-statics`,
);
const MUI_MATERIAL = packages(String.raw`@mui[\/]material`);

const VENDOR_GROUPS = [
  { name: 'react', test: packages('react|react-dom|scheduler'), priority: 50 },
  { name: 'router', test: packages('react-router|cookie|set-cookie-parser'), priority: 40 },
  // MUI in three files: what the first screen draws with (src/build/first-screen-modules.ts), as
  // its base (emotion, @mui/system and what they use) and @mui/material's part, so that the small
  // entry runs them in two turns rather than one long task (decision 107); and the components only
  // other pages use (dialogs, pickers, tables...), which come with the first of them.
  { name: 'mui', test: (id: string) => MUI_MATERIAL.test(id) && firstScreen.has(id), priority: 30 },
  {
    name: 'mui-system',
    test: (id: string) => MUI.test(id) && !MUI_MATERIAL.test(id) && firstScreen.has(id),
    priority: 31,
  },
  { name: 'mui-pages', test: MUI, priority: 29 },
  { name: 'query', test: packages(String.raw`@tanstack[\/][^\/]+`), priority: 30 },
  { name: 'i18n', test: packages('i18next'), priority: 30 },
  // react-i18next only draws a sentence with links (components/words-with-links.tsx, decision 109):
  // with the pages that have one, not in the first screen's vendor file.
  {
    name: 'words-with-links',
    test: packages('react-i18next|html-parse-stringify|void-elements|use-sync-external-store'),
    priority: 25,
  },
  {
    name: 'icons',
    test: packages(String.raw`@mui[\/]icons-material`),
    minShareCount: 2,
    priority: 20,
  },
  // The Telegram Mini Apps SDK and what it alone uses: only the Mini App's start imports it (decision 83).
  {
    name: 'telegram-sdk',
    test: packages(String.raw`@tma\.js[\/][^\/]+|fp-ts|valibot|better-promises|error-kid`),
    priority: 35,
  },
  { name: 'vendor', test: new RegExp(`${NODE_MODULES}(?!@mui[\\/]icons-material)`), priority: 10 },
  // First what the small entries share with the app, so that the next group (which takes each
  // module with all it imports) cannot draw it, and the small entries the app's modules, in.
  {
    name: 'small-entries',
    test: (id: string) => smallEntryModules.has(id),
    minShareCount: 2,
    priority: 6,
  },
  // What the pages share of our modules: what the first screen runs in one file, the rest (forms,
  // the organizer's and admin's pieces, the contracts only they use) in another, loaded with the
  // first page that needs it, so that the first screen neither downloads nor evaluates it.
  {
    name: 'shared',
    test: (id: string) => OUR_SOURCE.test(id) && firstScreen.has(id),
    minShareCount: 2,
    priority: 5,
  },
  // And what the first screen uses of `@oyna/shared` where one page alone uses it: the next group
  // takes its modules with all they import, and would draw it in otherwise.
  {
    name: 'first-screen-shared',
    test: (id: string) => isSharedPackage(id) && firstScreen.has(id),
    priority: 5,
  },
  {
    name: 'pages-shared',
    test: (id: string) => OUR_SOURCE.test(id) && !firstScreen.has(id),
    minShareCount: 2,
    priority: 4,
  },
];

/**
 * `vite` (development) has no API server in front: `/` gets the landing page's template, rendered
 * in the browser, as the API would send the pre-rendered page.
 */
function landingInDevelopment(): Plugin {
  return {
    name: 'oyna-landing-in-development',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/' || request.url?.startsWith('/?')) {
          request.url = `/landing.html${request.url.slice(1)}`;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lazyContracts(), react(), landingInDevelopment(), collectSmallEntryModules(), firstScreen.plugin],
  // MUI's style engine calls `@emotion/styled` as a function and never reads its shortcuts
  // (`styled.div` and the 139 others), which the package builds for every HTML and SVG tag as it is
  // imported: the first screen takes the function alone, from the package's own `base` entry.
  resolve: { alias: [{ find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' }] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The build's renderers (the landing page, the sign-in pages, the signed-in pages, run once by
  // scripts/prerender*.mjs) carry their libraries with them, and draw in production mode as the
  // browser's build runs: MUI names its style rules for development otherwise (the component's
  // name in the class, another hash), so the drawn page's classes and rules would not be the ones
  // the app writes (docs/decisions/0047-drawn-styles-are-the-apps-own.md).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The browser's build is named, so that answers a player's browser saved from an older build
  // (src/lib/saved-answers.ts) are never read as this build's.
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify('production') }
    : { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(Date.now().toString(36)) },
  // The public files belong to the browser's build only.
  publicDir: isSsrBuild ? false : 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // OYNA_NO_MINIFY=1 keeps the functions' names, for a readable CPU profile of the first screen.
    minify: process.env.OYNA_NO_MINIFY ? false : undefined,
    // Read by scripts/prerender.mjs for the service worker's list, then deleted.
    manifest: !isSsrBuild,
    // Two pages: the app (index.html) and the landing page's template (landing.html), which the
    // build pre-renders per language (scripts/prerender.mjs), and the sign-in pages' entry.
    // The SSR build renders; it needs no chunks.
    rollupOptions: {
      input: isSsrBuild
        ? undefined
        : {
            app: fileURLToPath(new URL('./index.html', import.meta.url)),
            landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
            // The sign-in pages' small entry, which starts the app on the visitor's first touch
            // (scripts/prerender.mjs writes the page that loads it; docs/decisions/0044-signin-first-load.md).
            signin: fileURLToPath(new URL('./src/signin/main.ts', import.meta.url)),
          },
      output: isSsrBuild ? {} : { codeSplitting: { groups: VENDOR_GROUPS } },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
}));
