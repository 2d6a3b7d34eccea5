import ts from 'typescript';
import type { Plugin } from 'vite';

/** Our source: the web app's and the shared package's. */
export const OUR_SOURCE = /[\\/](apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/;
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const SHARED_INDEX = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;

/**
 * Where a returning player's first screen starts: the app's entry, the first pages it preloads
 * (/dashboard and /games, `FIRST_PAGE` in main.tsx) and the interface's words, which the entry
 * downloads beside them.
 */
const FIRST_SCREEN_ROOTS = [
  /[\\/]src[\\/]main\.tsx$/,
  /[\\/]src[\\/]features[\\/]dashboard[\\/]pages[\\/]dashboard-page\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]games-routes\.tsx$/,
  /[\\/]src[\\/]locales[\\/](az|ru|en)[\\/]index\.ts$/,
];

function parse(code: string, fileName: string): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
}

/** The names a module imports from `@oyna/shared` (`import { a, type B, c as d }`: a, B and c). */
export function namesImportedFromShared(code: string, fileName: string): string[] {
  const names: string[] = [];
  for (const statement of parse(code, fileName).statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@oyna/shared')
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** The values a module exports by declaring them: `export const|let|function|class`. */
export function valuesDeclaredExported(code: string, fileName: string): string[] {
  const names: string[] = [];
  for (const statement of parse(code, fileName).statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      names.push(statement.name.text);
    }
  }
  return names;
}

/**
 * Collects, once the module graph is built, our modules a returning player's first screen runs:
 * what the roots import, directly or through others. `@oyna/shared` is imported through its
 * index, which re-exports every module; an import of it counts only the modules that declare the
 * names imported. The chunk groups (vite.config.ts) put the other modules that pages share into a
 * file of their own, so that the first screen neither downloads nor evaluates them.
 */
export function collectFirstScreenModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const namesImported = new Map<string, string[]>();
  const declaredIn = new Map<string, string>();
  const plugin: Plugin = {
    name: 'oyna-first-screen-modules',
    apply: 'build',
    transform: {
      order: 'pre',
      handler(code, id) {
        if (SHARED_SOURCE.test(id)) {
          for (const name of valuesDeclaredExported(code, id)) declaredIn.set(name, id);
        } else if (OUR_SOURCE.test(id)) {
          namesImported.set(id, namesImportedFromShared(code, id));
        }
        return null;
      },
    },
    buildEnd() {
      modules.clear();
      const waiting = [...this.getModuleIds()].filter((id) =>
        FIRST_SCREEN_ROOTS.some((root) => root.test(id)),
      );
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
          if (!SHARED_INDEX.test(imported)) waiting.push(imported);
        }
        for (const name of namesImported.get(id) ?? []) {
          const module = declaredIn.get(name);
          if (module) waiting.push(module);
        }
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

/** The shared package's modules among them. */
export function isSharedPackage(id: string): boolean {
  return SHARED_SOURCE.test(id);
}
