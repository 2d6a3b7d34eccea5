import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

/** The errors of `rule` that ESLint reports for `code` written in `file` (relative to the repository). */
async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule && message.severity === 2)
    .map((message) => message.message);
}

/** The layering errors ESLint reports for `code` written in `file` (relative to the repository). */
const layeringErrors = (file: string, code: string) => ruleErrors('no-restricted-imports', file, code);

describe('the API layering rule (eslint.config.js) fails `npm run lint` on an upward import', () => {
  it.each([
    [
      'lib',
      'apps/api/src/lib/some-helper.ts',
      "import { value } from '../modules/auth/login-with-password.js';",
    ],
    ['lib', 'apps/api/src/lib/some-helper.ts', "import { value } from '../plugins/authenticate.js';"],
    [
      'db',
      'apps/api/src/db/tables/some-table.ts',
      "import { value } from '../../modules/games/get-game.js';",
    ],
    ['db', 'apps/api/src/db/some-query.ts', "import { value } from '../lib/password.js';"],
    ['errors', 'apps/api/src/errors/some-error.ts', "import { value } from '../db/schema.js';"],
    [
      'a plugin',
      'apps/api/src/plugins/some-plugin.ts',
      "import { value } from '../modules/auth/end-session.js';",
    ],
    [
      'a module',
      'apps/api/src/modules/games/some-use-case.ts',
      "import { value } from '../../plugins/authenticate.js';",
    ],
    [
      'a module',
      'apps/api/src/modules/games/some-use-case.ts',
      "import { value } from '../../seed/seed-database.js';",
    ],
    ['a module', 'apps/api/src/modules/games/some-use-case.ts', "import { value } from '../../app.js';"],
    ['the seed', 'apps/api/src/seed/some-seed.ts', "import { value } from '../plugins/authenticate.js';"],
    [
      'a module',
      'apps/api/src/modules/games/some-use-case.ts',
      "import { value } from '../../backup/write-backup.js';",
    ],
    ['backups', 'apps/api/src/backup/some-copy.ts', "import { value } from '../modules/games/get-game.js';"],
  ])('%s may not import upward: %s with %s', async (_layer, file, code) => {
    expect(await layeringErrors(file, code)).toEqual([expect.stringContaining('import downward only')]);
  });

  it.each([
    ['lib reads the database', 'apps/api/src/lib/some-helper.ts', "import { value } from '../db/schema.js';"],
    [
      'a plugin uses lib',
      'apps/api/src/plugins/some-plugin.ts',
      "import { value } from '../lib/auth-user.js';",
    ],
    [
      'a module uses lib, db and errors',
      'apps/api/src/modules/games/some-use-case.ts',
      "import { value } from '../../lib/auth-user.js';\nimport { db } from '../../db/schema.js';\nimport { e } from '../../errors/app-error.js';\nexport const more = [db, e];",
    ],
    [
      'a module calls another module’s use case',
      'apps/api/src/modules/results/some-use-case.ts',
      "import { value } from '../games/lock-game.js';",
    ],
    [
      'a module takes a plugin’s Fastify types',
      'apps/api/src/modules/games/some-use-case.ts',
      "import type { value } from '../../plugins/authenticate.js';",
    ],
    [
      'the seed calls use cases',
      'apps/api/src/seed/some-seed.ts',
      "import { value } from '../modules/games/register-for-game.js';",
    ],
    [
      'a test builds the whole app',
      'apps/api/src/lib/some-helper.int.test.ts',
      "import { value } from '../test/test-app.js';\nimport { v } from '../modules/auth/testing/auth-fixtures.js';\nexport const more = [v];",
    ],
  ])('allows what imports downward: %s', async (_what, file, code) => {
    expect(await layeringErrors(file, code)).toEqual([]);
  });
});

describe('the web layers rule (eslint.config.js) fails `npm run lint` on an import against the direction', () => {
  it.each([
    [
      'a feature imports another feature',
      'apps/web/src/features/games/pages/some-page.tsx',
      "import { value } from '../../booking/components/leave-dialog';",
    ],
    [
      'a feature imports another feature from deeper down',
      'apps/web/src/features/profile/components/cards/some-card.tsx',
      "import { value } from '../../../wallet/api/get-payment';",
    ],
    [
      'a feature imports another feature by way of src/',
      'apps/web/src/features/games/lib/some-helper.ts',
      "import { value } from '../../../features/results/lib/result-view';",
    ],
    [
      'a feature file at its root imports another feature',
      'apps/web/src/features/landing/some-file.ts',
      "import { value } from '../venues/components/venue-card';",
    ],
    [
      'a feature imports the app',
      'apps/web/src/features/games/pages/some-page.tsx',
      "import { value } from '../../../app/routes/game-route';",
    ],
    [
      'a feature’s test imports another feature',
      'apps/web/src/features/sides/components/some-section.test.tsx',
      "import { value } from '../../results/components/result-form';",
    ],
    [
      'shared UI imports a feature',
      'apps/web/src/components/game/some-chip.tsx',
      "import { value } from '../../features/games/components/game-card';",
    ],
    [
      'the query layer imports a feature',
      'apps/web/src/api/some-resource.ts',
      "import { value } from '../features/wallet/api/get-payment';",
    ],
    [
      'a shared library imports the app',
      'apps/web/src/lib/session/some-helper.ts',
      "import { value } from '../../app/router';",
    ],
    [
      'a shared hook imports a feature',
      'apps/web/src/hooks/use-some.ts',
      "import { value } from '../features/x';",
    ],
  ])('%s: %s with %s', async (_what, file, code) => {
    expect(await layeringErrors(file, code)).toEqual([expect.stringContaining('"Web layers"')]);
  });

  it.each([
    [
      'a feature uses its own files and the shared folders',
      'apps/web/src/features/games/pages/some-page.tsx',
      "import { value } from '../components/game-card';\nimport { a } from './other-page';\nimport { b } from '../../games/lib/game-filters';\nimport { c } from '../../../api/game';\nimport { d } from '../../../components/game/price-tag';\nimport { e } from '../../../lib/format';\nimport { f } from '../../../hooks/use-online';\nexport const more = [a, b, c, d, e, f];",
    ],
    [
      'a feature has a folder named like another feature',
      'apps/web/src/features/games/components/some-card.tsx',
      "import { value } from './booking/some-part';",
    ],
    [
      'the app composes several features',
      'apps/web/src/app/routes/some-route.tsx',
      "import { value } from '../../features/booking/components/registration-panel';\nimport { a } from '../../features/sides/components/game-sides-section';\nexport const more = [a];",
    ],
    [
      'a feature’s test renders with the app’s providers',
      'apps/web/src/features/venues/pages/some-page.test.tsx',
      "import { value } from '../../../app/provider';",
    ],
    [
      'shared folders use each other',
      'apps/web/src/api/some-resource.ts',
      "import { value } from '../lib/api-client';\nimport { a } from '../components/game/price-tag';\nexport const more = [a];",
    ],
  ])('allows what runs the right way: %s', async (_what, file, code) => {
    expect(await layeringErrors(file, code)).toEqual([]);
  });

  it('refuses a query key written out where it is used, and takes one from a key factory', async () => {
    const file = 'apps/web/src/features/games/api/some-query.ts';
    const written = "const value = { queryKey: ['wallet', 'summary'] };";
    const fromFactory =
      "import { walletKeys } from '../../../api/wallet-keys';\nconst value = { queryKey: walletKeys.summary() };";
    expect(await ruleErrors('no-restricted-syntax', file, written)).toEqual([
      expect.stringContaining('key factory'),
    ]);
    expect(await ruleErrors('no-restricted-syntax', file, fromFactory)).toEqual([]);
  });
});
