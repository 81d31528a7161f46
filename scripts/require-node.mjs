// Imported first by `npm start`, `npm run dev` and `npm test`: on an older Node.js they stop with one
// line that says what is needed, instead of failing later somewhere in a dependency.
import { readFileSync } from 'node:fs';

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const major = Number(process.versions.node.split('.')[0]);
if (major < Number(wanted)) {
  console.error(
    `Mietmatch needs Node.js ${wanted} LTS or newer; this is ${process.version}. Install Node.js ${wanted} (see README, "Node.js").`,
  );
  process.exit(1);
}
