import type { JsonSchema } from './json-schema.js';

/** One parameter of an operation (path, query or header), with its schema. */
export interface FuzzParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what the fuzzer varies. */
export interface FuzzOperation {
  /** `POST /api/v1/games/{id}/cancel`: the key of every report line. */
  key: string;
  method: string;
  path: string;
  parameters: FuzzParameter[];
  body: JsonSchema | null;
  secured: boolean;
}

/** The parsed OpenAPI document: its operations and its named schemas. */
export interface FuzzApi {
  operations: FuzzOperation[];
  components: Record<string, JsonSchema>;
}

/**
 * Operations a request/response fuzzer cannot drive through `app.inject`: the live streams
 * (Server-Sent Events) of places and of notifications answer with a response that never ends.
 */
export const UNFUZZABLE_OPERATIONS = new Set([
  'GET /api/v1/games/{id}/events',
  'GET /api/v1/notifications/events',
]);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface RawDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every fuzzable operation of the OpenAPI document the app serves, in the document's order. */
export function operationsOf(document: unknown): FuzzApi {
  const raw = document as RawDocument;
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(raw.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const key = `${method.toUpperCase()} ${path}`;
      if (UNFUZZABLE_OPERATIONS.has(key)) continue;
      const parameters = (operation.parameters ?? [])
        .filter((p): p is typeof p & { in: FuzzParameter['in'] } =>
          ['path', 'query', 'header'].includes(p.in),
        )
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? p.in === 'path',
          schema: p.schema ?? {},
        }));
      const body = operation.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        secured: !!operation.security,
      });
    }
  }
  return { operations, components: raw.components?.schemas ?? {} };
}
