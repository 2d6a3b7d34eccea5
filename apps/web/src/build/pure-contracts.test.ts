import { describe, expect, it } from 'vitest';
import { markTopLevelCallsPure } from './pure-contracts';

describe('the contracts marked pure for the web build', () => {
  it('marks every top-level schema built by a call, exported or not, chained or derived', () => {
    const code = [
      "import { z } from 'zod';",
      'const page = z.coerce.number().int().min(1);',
      'export const listQuerySchema = z.object({ page }).meta({ id: "ListQuery" });',
      'export const gameListQuerySchema = listQuerySchema.extend({ search: z.string() }).superRefine(() => {});',
      'export const eventSchema = (z.object({ kind: z.literal("x") }) satisfies z.ZodType);',
    ].join('\n');
    expect(markTopLevelCallsPure(code, 'games.ts').split('\n')).toEqual([
      "import { z } from 'zod';",
      'const page = /* @__PURE__ */ z.coerce.number().int().min(1);',
      'export const listQuerySchema = /* @__PURE__ */ z.object({ page }).meta({ id: "ListQuery" });',
      'export const gameListQuerySchema = /* @__PURE__ */ listQuerySchema.extend({ search: z.string() }).superRefine(() => {});',
      'export const eventSchema = (/* @__PURE__ */ z.object({ kind: z.literal("x") }) satisfies z.ZodType);',
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
    expect(markTopLevelCallsPure(code, 'pagination.ts')).toBe(code);
  });
});
