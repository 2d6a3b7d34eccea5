// The last step of the build: writes each served text file's compressed forms beside it, `x.js.br`
// (brotli at its best quality) and `x.js.gz` (gzip at level 9), which the API's static files send
// as they are to a browser that accepts them (`preCompressed`, apps/api/src/plugins/web-app.ts).
// Without them the API compressed every file again on every request, at brotli's quick quality 4
// (docs/decisions/0111-the-apps-files-compressed-once-at-build.md).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * What the app serves as files and a browser downloads compressed. The pages' raw material (the
 * `.html` templates and the drawn pages' `.json`) is never served as a file, and images are
 * compressed already.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.webmanifest']);
/** Smaller files are sent as they are: the API's threshold (apps/api/src/lib/compressed-answer.ts). */
const THRESHOLD_BYTES = 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** The forms of one file, each written only when it is smaller than the file. */
async function compressOne(file) {
  const bytes = await readFile(file);
  if (bytes.length < THRESHOLD_BYTES) return { bytes: bytes.length, brotli: 0 };
  const [brotli, gzipped] = await Promise.all([
    compressBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    compressGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
  return { bytes: bytes.length, brotli: Math.min(brotli.length, bytes.length) };
}

/**
 * Writes the compressed forms of every compressible file under `dist`, all at once (zlib works on
 * libuv's threads, so both cores share it). Answers how many files, and their bytes before and after brotli.
 */
export async function writeCompressedForms(dist) {
  const files = [];
  for await (const file of filesUnder(dist)) {
    if (COMPRESSIBLE.has(path.extname(file))) files.push(file);
  }
  const results = await Promise.all(files.map(compressOne));
  const compressed = results.filter((result) => result.brotli > 0);
  return {
    files: compressed.length,
    bytes: compressed.reduce((sum, result) => sum + result.bytes, 0),
    brotli: compressed.reduce((sum, result) => sum + result.brotli, 0),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const started = performance.now();
  const { files, bytes, brotli } = await writeCompressedForms(dist);
  const kb = (count) => `${(count / 1024).toFixed(0)} KB`;
  console.log(
    `compressed ${files} files once for every download: ${kb(bytes)} to ${kb(brotli)} with brotli, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
