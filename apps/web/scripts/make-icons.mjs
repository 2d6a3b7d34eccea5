// Draws the PWA icons and the Open Graph picture into public/ from the Oyna mark (the same paths
// as components/logo.tsx). Run by hand when the mark changes: `node apps/web/scripts/make-icons.mjs`.
// sharp is the API's dependency (photo uploads), borrowed here.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const sharp = createRequire(new URL('../../api/package.json', import.meta.url))('sharp');
const dir = fileURLToPath(new URL('../public', import.meta.url));
const mark = (size, pad, bg, radius) => {
  const inner = size - pad * 2;
  const s = inner / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${bg ? `<rect width="${size}" height="${size}" fill="${bg}"/>` : ''}
  <g transform="translate(${pad} ${pad}) scale(${s})">
    <rect width="64" height="64" rx="${radius}" fill="#15803d"/>
    <circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="4"/>
    <path d="M32 21.5l8.5 6.2-3.2 10h-10.6l-3.2-10z" fill="#fff"/>
    <path d="M32 13v8.5M40.5 27.7l8-2.6M37.3 37.7l5 6.8M26.7 37.7l-5 6.8M23.5 27.7l-8-2.6" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  </g></svg>`;
};
const png = (svg, file) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(`${dir}/${file}`);
await png(mark(192, 0, null, 14), 'icons/icon-192.png');
await png(mark(512, 0, null, 14), 'icons/icon-512.png');
// Maskable: the mark inside the 80% safe zone on the pitch green, full bleed.
await png(mark(512, 72, '#15803d', 0), 'icons/icon-maskable-512.png');
// iOS draws its own rounded corners and shows transparency as black: a full square.
await png(mark(180, 0, '#15803d', 0), 'icons/apple-touch-icon.png');

// The Open Graph picture (1200x630): the mark, the name and a pitch, no words to translate.
const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1410"/><stop offset="1" stop-color="#11301f"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g fill="none" stroke="#22c55e" stroke-opacity="0.28" stroke-width="4">
    <rect x="640" y="80" width="500" height="470" rx="10"/>
    <line x1="890" y1="80" x2="890" y2="550"/>
    <circle cx="890" cy="315" r="80"/>
    <rect x="640" y="210" width="90" height="210"/><rect x="1050" y="210" width="90" height="210"/>
  </g>
  <g fill="#fbbf24" stroke="#78350f" stroke-width="4"><circle cx="760" cy="250" r="20"/><circle cx="800" cy="390" r="20"/><circle cx="840" cy="300" r="20"/></g>
  <g fill="#f8fafc" stroke="#1e293b" stroke-width="4"><circle cx="1000" cy="240" r="20"/><circle cx="960" cy="380" r="20"/><circle cx="940" cy="300" r="20"/></g>
  <circle cx="878" cy="330" r="11" fill="#fff" stroke="#0b1410" stroke-width="3"/>
  <g transform="translate(80 190) scale(2.2)">
    <rect width="64" height="64" rx="14" fill="#15803d"/>
    <circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="4"/>
    <path d="M32 21.5l8.5 6.2-3.2 10h-10.6l-3.2-10z" fill="#fff"/>
    <path d="M32 13v8.5M40.5 27.7l8-2.6M37.3 37.7l5 6.8M26.7 37.7l-5 6.8M23.5 27.7l-8-2.6" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  </g>
  <text x="80" y="420" fill="#ecfdf3" font-family="DejaVu Sans, sans-serif" font-size="120" font-weight="800">Oyna</text>
  <text x="84" y="480" fill="#4ade80" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700">Bakı · Baku · Баку</text>
</svg>`;
await png(og, 'og-image.png');
console.log(`icons and og-image.png written to ${dir}`);
