import ts from 'typescript';
import type { Plugin } from 'vite';

/** The shared package's contracts: zod schemas built at the top of their modules. */
const CONTRACTS = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/;

const PURE = '/* @__PURE__ */ ';

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
 * `code` with every top-level `const x = call(...)` marked pure: a schema that nothing imports is
 * then left out of the bundle, and with it the work of building it when the page loads. The
 * marked calls must have no effect beyond their value: true of zod's builders (a schema's
 * `.meta({ id })` enters zod's registry, which only the API's OpenAPI document reads).
 */
export function markTopLevelCallsPure(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const starts: number[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && inner(declaration.initializer);
      if (value && (ts.isCallExpression(value) || ts.isNewExpression(value)))
        starts.push(value.getStart(source));
    }
  }
  let marked = code;
  for (const start of starts.reverse()) marked = marked.slice(0, start) + PURE + marked.slice(start);
  return marked;
}

/**
 * The web's build marks the shared contracts' schemas pure (decision 94): the browser evaluates
 * only the schemas the web imports, in the chunk of the page that imports them, not the hundreds
 * the API validates with. The API runs the package as it is.
 */
export function pureContracts(): Plugin {
  return {
    name: 'oyna-pure-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS.test(id) || id.endsWith('.test.ts')) return null;
      return { code: markTopLevelCallsPure(code, id), map: null };
    },
  };
}
