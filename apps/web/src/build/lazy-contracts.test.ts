import { describe, expect, it } from 'vitest';
import { buildSchemasLazily } from './lazy-contracts';

describe('the contracts built lazily for the web build', () => {
  it('builds every top-level schema made by a call lazily and marks it pure, exported or not, chained or derived', () => {
    const code = [
      "import { z } from 'zod';",
      'const page = z.coerce.number().int().min(1);',
      'export const listQuerySchema = z.object({ page }).meta({ id: "ListQuery" });',
      'export const gameListQuerySchema = listQuerySchema.extend({ search: z.string() }).superRefine(() => {});',
      'export const eventSchema = (z.object({ kind: z.literal("x") }) satisfies z.ZodType);',
    ].join('\n');
    const lines = buildSchemasLazily(code, 'games.ts').split('\n');
    expect(lines[0]).toMatch(/^import \{ lazySchema \} from ".*[\\/]src[\\/]lib[\\/]lazy-schema\.ts";$/);
    expect(lines.slice(1)).toEqual([
      "import { z } from 'zod';",
      'const page = /* @__PURE__ */ lazySchema(() => z.coerce.number().int().min(1));',
      'export const listQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ page }).meta({ id: "ListQuery" }));',
      'export const gameListQuerySchema = /* @__PURE__ */ lazySchema(() => listQuerySchema.extend({ search: z.string() }).superRefine(() => {}));',
      'export const eventSchema = (/* @__PURE__ */ lazySchema(() => z.object({ kind: z.literal("x") })) satisfies z.ZodType);',
    ]);
  });

  it('leaves constants, functions and statements as they are', () => {
    const code = [
      'export const MAX = 20;',
      "export const KINDS = ['a', 'b'] as const;",
      'export function paginated(item: unknown) { return z.object({ item }); }',
      'export const schemaOf = (item: unknown) => z.object({ item });',
      'register(thing);',
    ].join('\n');
    expect(buildSchemasLazily(code, 'pagination.ts')).toBe(code);
  });
});
