import ts from 'typescript';
import type { Plugin } from 'vite';

/** The shared package's contracts: zod schemas built at the top of their modules. */
const CONTRACTS = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/;

/** Where the stand-in comes from (src/lib/lazy-schema.ts), as the bundler resolves it. */
const LAZY_SCHEMA = new URL('../lib/lazy-schema.ts', import.meta.url).pathname;

/** `(x)`, `x as T`, `x satisfies T`, `x!`: the expression inside. */
function inner(expression: ts.Expression): ts.Expression {
  if (
    ts.isParenthesizedExpression(expression) ||
    ts.isAsExpression(expression) ||
    ts.isSatisfiesExpression(expression) ||
    ts.isNonNullExpression(expression)
  )
    return inner(expression.expression);
  return expression;
}

/**
 * `code` with every top-level `const x = call(...)` built lazily and marked pure:
 * `const x = lazySchema(() => call(...))`, the call marked `@__PURE__`. A schema that nothing imports is left
 * out of the bundle, and one that is imported is built the first time it is used, not when its
 * module loads (decision 100). The calls must have no effect beyond their value: true of zod's
 * builders (a schema's `.meta({ id })` enters zod's registry, which only the API's OpenAPI
 * document reads) and of the contracts' helpers that call them.
 */
export function buildSchemasLazily(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const calls: { start: number; end: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && inner(declaration.initializer);
      if (value && (ts.isCallExpression(value) || ts.isNewExpression(value)))
        calls.push({ start: value.getStart(source), end: value.getEnd() });
    }
  }
  if (calls.length === 0) return code;
  let lazy = code;
  for (const { start, end } of calls.reverse()) {
    lazy = `${lazy.slice(0, start)}/* @__PURE__ */ lazySchema(() => ${lazy.slice(start, end)})${lazy.slice(end)}`;
  }
  return `import { lazySchema } from ${JSON.stringify(LAZY_SCHEMA)};\n${lazy}`;
}

/**
 * The web's build builds the shared contracts' schemas lazily (decisions 94 and 100): the browser
 * carries only the schemas the web imports, in the chunk of the page that imports them, and builds
 * one only when a page uses it. The API runs the package as it is.
 */
export function lazyContracts(): Plugin {
  return {
    name: 'oyna-lazy-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS.test(id) || id.endsWith('.test.ts')) return null;
      return { code: buildSchemasLazily(code, id), map: null };
    },
  };
}
