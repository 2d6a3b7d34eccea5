import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB_SRC = 'apps/web/src';
const API_PREFIX = '/api/v1';
const CLIENT_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The folders that may call the API (eslint.config.js, "One fetcher per endpoint"). */
function mayCallTheApi(file: string): boolean {
  const inSrc = file.slice(WEB_SRC.length + 1);
  return (
    inSrc.startsWith('api/') ||
    inSrc.startsWith('lib/session/') ||
    inSrc === 'lib/api-client.ts' ||
    /^features\/[^/]+\/(.+\/)?api\//.test(inSrc)
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** The functions that request the path they are given: its method and which argument is the path. */
type Helpers = Map<string, { method: string; parameter: number }>;

/** The request helpers of the API client (`apiGet`, `apiQuery`...), which every fetcher file may call. */
function clientHelpers(): Helpers {
  const file = `${WEB_SRC}/lib/api-client.ts`;
  const helpers: Helpers = new Map();
  apiCallsIn(file, readFileSync(path.join(ROOT, file), 'utf8'), helpers, helpers);
  return helpers;
}

/** One request written in the source: `GET /teams/{}` and where. */
interface ApiCall {
  endpoint: string;
  at: string;
}

/**
 * The path of a request as a template: `${...}` becomes `{}`, the query string and the `/api/v1`
 * base are dropped (`/teams?scope=mine` is GET /teams, the endpoint every teams fetcher shares).
 * Null when the path is not written where the call is.
 */
function pathTemplate(node: ts.Expression | undefined): string | null {
  if (!node) return null;
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node)) {
    const base =
      ts.isIdentifier(node.templateSpans[0]!.expression) &&
      node.templateSpans[0]!.expression.text === 'API_BASE_URL' &&
      node.head.text === '';
    text =
      node.head.text +
      node.templateSpans
        .map((span, index) => (base && index === 0 ? API_PREFIX : '{}') + span.literal.text)
        .join('');
  } else return null;
  return text.replace(/[?#].*$/, '');
}

function methodOfFetch(options: ts.Expression | undefined): string {
  if (options && ts.isObjectLiteralExpression(options)) {
    for (const property of options.properties) {
      if (
        ts.isPropertyAssignment(property) &&
        property.name.getText() === 'method' &&
        ts.isStringLiteralLike(property.initializer)
      )
        return property.initializer.text.toUpperCase();
    }
  }
  return 'GET';
}

/** The name a function is called by: `function get(...)` or `const get = (...) =>`. */
function functionName(node: ts.Node): string | null {
  if (ts.isFunctionDeclaration(node)) return node.name?.text ?? null;
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent))
    return ts.isIdentifier(node.parent.name) ? node.parent.name.text : null;
  return null;
}

/**
 * Every API request of one file: `apiClient.<method>(path)`, `fetch('/api/...')`, and calls of a
 * local helper that hands its `path` parameter on to `apiClient` (`get('/competitions', signal)`).
 * A request whose path cannot be read is returned with the endpoint `?`, so that none hides.
 */
function apiCallsIn(
  file: string,
  text: string,
  known: Helpers = new Map(),
  helpers: Helpers = new Map(known),
): ApiCall[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const calls: ApiCall[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const record = (method: string, node: ts.CallExpression, pathNode: ts.Expression | undefined) =>
    calls.push({ endpoint: `${method} ${pathTemplate(pathNode) ?? '?'}`, at: at(node) });

  /**
   * `apiClient.get(path)` inside `const get = (path) => ...` makes `get` a helper of GET, and so does
   * a call of a helper that hands on a parameter of the function around it (`apiQuery` over `apiGet`).
   */
  function helperOf(call: ts.CallExpression, method: string, pathArgument = 0): boolean {
    const argument = call.arguments[pathArgument];
    if (!argument || !ts.isIdentifier(argument)) return false;
    for (let node: ts.Node = call.parent; !ts.isSourceFile(node); node = node.parent) {
      if (!ts.isFunctionLike(node)) continue;
      const parameter = node.parameters.findIndex(
        (candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === argument.text,
      );
      if (parameter < 0) continue;
      const name = functionName(node);
      if (!name) return false;
      helpers.set(name, { method, parameter });
      return true;
    }
    return false;
  }

  const requests: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) requests.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);

  for (const call of requests) {
    const callee = call.expression;
    if (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'apiClient' &&
      CLIENT_METHODS.has(callee.name.text)
    ) {
      const method = callee.name.text.toUpperCase();
      if (!helperOf(call, method)) record(method, call, call.arguments[0]);
    } else if (ts.isIdentifier(callee) && callee.text === 'fetch') {
      const url = pathTemplate(call.arguments[0]);
      if (url?.startsWith(`${API_PREFIX}/`))
        record(methodOfFetch(call.arguments[1]), call, call.arguments[0]);
    }
  }
  for (const call of requests) {
    const helper = ts.isIdentifier(call.expression) ? helpers.get(call.expression.text) : undefined;
    if (helper && !helperOf(call, helper.method, helper.parameter))
      record(helper.method, call, call.arguments[helper.parameter]);
  }
  return calls.map((call) => ({ ...call, endpoint: call.endpoint.replace(` ${API_PREFIX}/`, ' /') }));
}

/** The endpoints requested from more than one place, each with its places. */
function endpointsFetchedTwice(calls: ApiCall[]): Record<string, string[]> {
  const places = new Map<string, string[]>();
  for (const call of calls) places.set(call.endpoint, [...(places.get(call.endpoint) ?? []), call.at]);
  return Object.fromEntries([...places].filter(([, at]) => at.length > 1).sort());
}

describe('one fetcher per endpoint (src/api, features/*/api and the session code call the API)', () => {
  const files = sourceFiles(WEB_SRC);
  const client = clientHelpers();
  const calls = files.flatMap((file) =>
    apiCallsIn(file, readFileSync(path.join(ROOT, file), 'utf8'), client),
  );

  it('finds the requests of every form the app writes (so that the checks below see them)', () => {
    const sample = [
      "const a = () => apiClient.get<T>('/teams', { params: { scope: 'mine' } });",
      'const b = (id: string) => apiClient.post(`/teams/${id}/join`, {});',
      'const c = () => fetch(`${API_BASE_URL}/health`);',
      "const d = () => fetch('/api/v1/public/stats', { method: 'HEAD' });",
      'const get = async <T>(path: string, signal: AbortSignal) => (await apiClient.get<T>(path, { signal })).data;',
      'const e = (id: string, signal: AbortSignal) => get(`/competitions/${id}`, signal);',
      'const f = (url: string) => apiClient.delete(url);',
      'const g = (url: string) => apiClient.delete(url);',
      'const h = () => f(somewhere);',
      'const i = (id: string) => apiPatch(`/games/${id}`, {});',
      "const j = () => apiQuery(gameKeys.all, '/games', { staleTime: 0 });",
    ].join('\n');
    expect(apiCallsIn('sample.ts', sample, client).map((call) => call.endpoint)).toEqual([
      'GET /teams',
      'POST /teams/{}/join',
      'GET /health',
      'HEAD /public/stats',
      'GET /competitions/{}',
      'DELETE ?',
      'PATCH /games/{}',
      'GET /games',
    ]);
  });

  it('calls the API only from src/api, a feature’s api folder or the session code', () => {
    const elsewhere = calls.filter((call) => !mayCallTheApi(call.at.replace(/:\d+$/, '')));
    expect(elsewhere).toEqual([]);
  });

  it('writes the path of every request where it is made, so that its endpoint can be read', () => {
    expect(calls.filter((call) => call.endpoint.endsWith(' ?'))).toEqual([]);
  });

  it('fetches each endpoint (method and path) from exactly one place', () => {
    expect(endpointsFetchedTwice(calls)).toEqual({});
  });
});
