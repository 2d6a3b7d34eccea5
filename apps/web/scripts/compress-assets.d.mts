/** Writes the compressed forms (`.br`, `.gz`) of every compressible file under `dist`. */
export function writeCompressedForms(dist: string): Promise<{ files: number; bytes: number; brotli: number }>;
