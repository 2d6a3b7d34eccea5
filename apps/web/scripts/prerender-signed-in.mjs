// After `vite build --ssr src/app/prerender-signed-in.tsx`: draws `/dashboard` and `/games` in
// each language and theme (docs/decisions/0045-signed-in-first-load.md) into
// dist/signed-in/<page>.<language>.<theme>.json ({ body, css, title }), which the API puts into
// the app shell for a player whose browser carries the signed-in hint. Never served as files.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const out = `${web}dist/signed-in`;
const rendererDir = `${web}.prerender-signed-in`;
const { renderSignedInShell, SIGNED_IN_PAGES } = await import(
  pathToFileURL(`${rendererDir}/prerender-signed-in.js`).href
);

mkdirSync(out, { recursive: true });
let count = 0;
for (const page of SIGNED_IN_PAGES) {
  for (const language of ['az', 'ru', 'en']) {
    for (const theme of ['dark', 'light']) {
      const { dataCss, ...drawn } = await renderSignedInShell({ page, language, theme });
      // The rules of the page's data, in a file of their own that the page links without waiting
      // for it (docs/decisions/0102-drawn-pages-carry-their-datas-styles.md).
      if (dataCss) {
        const hash = createHash('sha256').update(dataCss).digest('base64url').slice(0, 10);
        const file = `drawn-${page.slice(1)}-${theme}-${hash}.css`;
        writeFileSync(`${web}dist/assets/${file}`, dataCss);
        drawn.dataCssHref = `/assets/${file}`;
      }
      writeFileSync(`${out}/${page.slice(1)}.${language}.${theme}.json`, JSON.stringify(drawn));
      count += 1;
    }
  }
}
rmSync(rendererDir, { recursive: true, force: true });
console.log(`drew ${count} signed-in pages (${SIGNED_IN_PAGES.join(', ')})`);
