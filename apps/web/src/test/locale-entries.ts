/** Every text of a language's words with its dotted key, for the tests that read all of them. */
export function localeEntries(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) =>
    localeEntries(child, prefix ? `${prefix}.${key}` : key),
  );
}
