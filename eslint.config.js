import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---- API layering (apps/api/src) ------------------------------------------------------------
// Each layer imports only the layers below it:
//   errors  <  db  <  lib  <  plugins, modules  <  seed, backup  <  app.ts, server.ts
// config.ts and version.ts are leaves anyone may import; tests and `testing/` fixtures build the
// whole app and sit above every layer. Modules may import each other's exported use cases;
// plugins never import modules, and modules import a plugin only for its Fastify types.
const API_TEST_FILES = ['apps/api/src/**/*.test.ts', 'apps/api/src/**/testing/**', 'apps/api/src/test/**'];
const API_FOLDERS = {
  plugins: 'plugins/',
  modules: 'modules/',
  seed: 'seed/',
  backup: 'backup/',
  lib: 'lib/',
  db: 'db/',
  app: 'app\\.js$',
  server: 'server\\.js$',
};

/** A relative specifier that climbs (`../`, any number of times) into one of `targets`. */
const climbingInto = (targets) => `^(\\.\\./)+(${targets.map((target) => API_FOLDERS[target]).join('|')})`;

/** Files under `apps/api/src/<layer>/` may not import `forbidden`; `typesOnly` only with `import type`. */
function apiLayer(layer, forbidden, typesOnly = []) {
  const message = `apps/api/src/${layer} sits below ${[...forbidden, ...typesOnly].join(', ')}: import downward only (eslint.config.js, "API layering").`;
  const patterns = [{ regex: climbingInto(forbidden), message }];
  if (typesOnly.length > 0)
    patterns.push({ regex: climbingInto(typesOnly), allowTypeImports: true, message });
  return {
    files: [`apps/api/src/${layer}/**/*.ts`],
    ignores: API_TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

const apiLayering = [
  apiLayer('errors', ['db', 'lib', 'plugins', 'modules', 'seed', 'backup', 'app', 'server']),
  apiLayer('db', ['lib', 'plugins', 'modules', 'seed', 'backup', 'app', 'server']),
  apiLayer('lib', ['plugins', 'modules', 'seed', 'backup', 'app', 'server']),
  apiLayer('plugins', ['modules', 'seed', 'backup', 'app', 'server']),
  apiLayer('modules', ['seed', 'backup', 'app', 'server'], ['plugins']),
  apiLayer('seed', ['plugins', 'backup', 'app', 'server']),
  // Backups copy the database and the uploads: they know no use case, no plugin and no demo data.
  apiLayer('backup', ['plugins', 'modules', 'seed', 'app', 'server']),
];
// ---- end of API layering --------------------------------------------------------------------

// ---- Web layers (apps/web/src) --------------------------------------------------------------
// Imports run one way: shared (api, components, hooks, lib, locales)  ->  features/<name>  ->  app.
// A shared folder imports no feature and no entry (app/, landing/, main.tsx); a feature imports the
// shared folders and its own files, never another feature or an entry; src/app/routes/ composes
// features through slots (docs/decisions/0018-web-features-and-composition.md). The web app
// imports by relative path, so each rule is written for files at one depth below src/: from
// `depth` folders down, `depth` times `../` reach src/ and one fewer reaches features/.
const WEB_SRC = 'apps/web/src';
const WEB_SHARED = ['api', 'components', 'hooks', 'lib', 'locales'];
const WEB_ENTRIES = ['app', 'landing', 'main'];
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_MAX_DEPTH = 8;
// Tests render with the app's providers (app/provider) and may read what they check; a feature's
// test still imports no other feature.
const WEB_TEST_FILES = [`${WEB_SRC}/**/*.test.{ts,tsx}`];

/** A relative specifier that climbs exactly `times` folders and goes on with `rest`. */
const climbs = (times, rest) => `^(\\.\\./){${times}}(${rest})(/|$)`;
/** The files `depth` folders below src/ inside `folder` (depth counts `folder` itself). */
const webFilesAt = (folder, depth) =>
  `${WEB_SRC}/${folder}/${'*/'.repeat(depth - folder.split('/').length)}*.{ts,tsx}`;

function webSharedLayer(folder) {
  const message = `apps/web/src/${folder} is shared: it imports no feature and nothing of app/ (eslint.config.js, "Web layers").`;
  return Array.from({ length: WEB_MAX_DEPTH }, (_, index) => index + 1).map((depth) => ({
    files: [webFilesAt(folder, depth)],
    ignores: WEB_TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: climbs(depth, ['features', ...WEB_ENTRIES].join('|')), message }] },
      ],
    },
  }));
}

function webFeatureLayer(feature) {
  const message = `features/${feature} imports no other feature and nothing of app/: compose in src/app/routes/ or move what both need to a shared folder (eslint.config.js, "Web layers").`;
  const otherFeature = `(?!(${feature}|\\.\\.)(/|$))[^/]+`;
  return Array.from({ length: WEB_MAX_DEPTH - 1 }, (_, index) => index + 2).flatMap((depth) => {
    const intoOtherFeature = [
      { regex: climbs(depth - 1, otherFeature), message },
      { regex: climbs(depth, `features/${otherFeature}`), message },
    ];
    const intoEntries = { regex: climbs(depth, WEB_ENTRIES.join('|')), message };
    const files = [webFilesAt(`features/${feature}`, depth)];
    return [
      {
        files,
        ignores: WEB_TEST_FILES,
        rules: { 'no-restricted-imports': ['error', { patterns: [...intoOtherFeature, intoEntries] }] },
      },
      {
        files: files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
        rules: { 'no-restricted-imports': ['error', { patterns: intoOtherFeature }] },
      },
    ];
  });
}

const webLayers = [...WEB_SHARED.flatMap(webSharedLayer), ...WEB_FEATURES.flatMap(webFeatureLayer)];

// A query key is never written out where it is used: it comes from a key factory (src/api/*-keys.ts
// for every key another feature reads or refreshes, else the feature's own), so no key is written twice.
const queryKeyFromFactory = {
  // Also when cast: `queryKey: [...] as const`.
  selector:
    "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
  message:
    'Take the query key from its key factory (src/api/*-keys.ts), never an array written here (eslint.config.js, "Web layers").',
};
// The interface's words come from our hook (src/lib/use-translation.ts, decision 109), and a
// sentence with links in it from components/words-with-links.tsx: react-i18next is used there only.
const ownTranslationHook = {
  selector: "ImportDeclaration[source.value='react-i18next']",
  message:
    'Take `useTranslation` from src/lib/use-translation and a sentence with links from components/words-with-links (decision 109).',
};
const WEB_TRANS = `${WEB_SRC}/components/words-with-links.tsx`;
const webQueryKeys = {
  files: [`${WEB_SRC}/**/*.{ts,tsx}`],
  ignores: [WEB_TRANS],
  rules: { 'no-restricted-syntax': ['error', queryKeyFromFactory, ownTranslationHook] },
};

// One fetcher per endpoint: the API is called (apiClient, or fetch of /api) only from src/api/, a
// feature's api/ folders and the session code; apps/web/src/api/one-fetcher-per-endpoint.test.ts
// checks that each endpoint (method and path) is fetched from one place. A rule of its own would
// replace the query-key rule above for these files, so this one repeats it.
const WEB_API_CALLERS = [
  `${WEB_SRC}/api/**`,
  `${WEB_SRC}/features/**/api/**`,
  `${WEB_SRC}/lib/session/**`,
  `${WEB_SRC}/lib/api-client.ts`,
];
const apiCallMessage =
  'Call the API from its one fetcher in src/api/ (shared) or features/<name>/api/, and import that (eslint.config.js, "One fetcher per endpoint").';
// `\x2F` is `/`: the selector's regular expressions end at a slash.
const toTheApi = '/^\\x2Fapi\\x2F/';
const webApiCalls = {
  files: [`${WEB_SRC}/**/*.{ts,tsx}`],
  ignores: [...WEB_API_CALLERS, ...WEB_TEST_FILES, WEB_TRANS],
  rules: {
    'no-restricted-syntax': [
      'error',
      queryKeyFromFactory,
      ownTranslationHook,
      { selector: "ImportSpecifier[imported.name='apiClient']", message: apiCallMessage },
      {
        selector: 'ImportDeclaration[source.value=/api-client$/] > ImportNamespaceSpecifier',
        message: apiCallMessage,
      },
      {
        selector: `CallExpression[callee.name='fetch'][arguments.0.value=${toTheApi}]`,
        message: apiCallMessage,
      },
      {
        selector: `CallExpression[callee.name='fetch'][arguments.0.quasis.0.value.raw=${toTheApi}]`,
        message: apiCallMessage,
      },
      {
        selector: "CallExpression[callee.name='fetch'] > TemplateLiteral > Identifier[name='API_BASE_URL']",
        message: apiCallMessage,
      },
    ],
  },
};
// ---- end of Web layers ----------------------------------------------------------------------

// An API routes file reads its contracts through one namespace import (docs/architecture.md):
// `import * as contracts from '@oyna/shared'`, `response: ok(contracts.teamSchema)`.
const apiRoutesContracts = {
  files: ['apps/api/src/**/*.routes.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "ImportDeclaration[source.value='@oyna/shared'][importKind='value'] > ImportSpecifier[importKind='value']",
        message:
          "A routes file reads its contracts as `contracts.x` from `import * as contracts from '@oyna/shared'` (types may still be imported by name).",
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/.prerender/**',
      // The build's renderers, there while `npm test` builds beside the lint.
      '**/.prerender-auth/**',
      '**/.prerender-signed-in/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The service worker template: plain JavaScript in the worker's scope, filled in by the build.
    files: ['apps/web/pwa/**', 'apps/web/public/**'],
    languageOptions: {
      globals: {
        ...globals.serviceworker,
        ...globals.browser,
        __PRECACHE__: 'readonly',
        __OFFLINE_TEXT__: 'readonly',
      },
    },
  },
  {
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      'apps/api/src/server.ts',
      'apps/api/src/seed/run-seed.ts',
      'apps/api/src/backup/run-backup.ts',
      'apps/api/src/backup/run-restore.ts',
      'apps/api/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  ...apiLayering,
  ...webLayers,
  webQueryKeys,
  webApiCalls,
  apiRoutesContracts,
);
