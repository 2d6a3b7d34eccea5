/**
 * Percent-encodes any JavaScript string, including lone surrogates (as their WTF-8 bytes, which
 * are not valid UTF-8): `encodeURIComponent` would throw on them, and they are exactly what to send.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A path template (`/games/{id}`) filled with already-encoded segments. */
export function fillPath(template: string, segments: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? 'missing');
}

/** `?a=1&b=2` from already-encoded values; empty when there are none. */
export function queryString(encoded: Record<string, string>): string {
  const pairs = Object.entries(encoded).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
