/**
 * The query string of a request's `params`, written as the API client has always written it
 * (axios's default serializer, decision 94): keys in the object's order; `undefined` and `null`
 * left out; an array as `key[]=a&key[]=b`; a date as its ISO instant; a nested object as
 * `key[inner]=...`; anything else as its text. Percent-encoded, but with a space as `+` and `:`,
 * `$` and `,` left as they are.
 */
export function queryString(params: object | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => pairs.push(`${encode(key)}=${encode(text(value))}`);
  const visit = (value: object, path: string | null) => {
    for (const [rawKey, entry] of Object.entries(value)) {
      if (entry === undefined || entry === null) continue;
      const key = path === null ? rawKey.trim() : `${path}[${rawKey.trim()}]`;
      if (Array.isArray(entry) && path === null) {
        for (const element of entry as unknown[]) {
          if (element !== undefined && element !== null) add(`${key}[]`, element);
        }
      } else if (typeof entry === 'object' && !(entry instanceof Date)) visit(entry, key);
      else add(key, entry);
    }
  };
  visit(params, null);
  return pairs.join('&');
}

/** `path` with `params` added to its query string (after any it already has). */
export function withQuery(path: string, params: object | undefined): string {
  const query = queryString(params);
  if (!query) return path;
  const bare = path.split('#')[0] ?? '';
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}

function text(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}
