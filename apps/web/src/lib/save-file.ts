/** The file name a `Content-Disposition: attachment; filename="…"` header gives, else `fallback`. */
export function attachmentName(header: unknown, fallback: string): string {
  const match = typeof header === 'string' ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** Hands a file the API answered to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the address only after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
