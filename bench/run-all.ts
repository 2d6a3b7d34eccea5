/** `npm run bench`: every benchmark in turn, or only those named on the command line. */
import { BENCHES } from './benches.js';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; there are ${Object.keys(BENCHES).join(', ')}`);
  process.exit(1);
}
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(await run());
}
process.exit(0);
