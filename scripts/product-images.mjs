/**
 * node scripts/product-images.mjs [--out data/catalogue/images]
 *
 * Draws the demo catalogue's desk-phone images (001 §2 "Desk phone catalogue": ten items) as
 * small SVG files, one per model, into the catalogue's image folder (CATALOGUE_IMAGES_DIR,
 * default data/catalogue/images). The catalogue names them in `bdv.equipment[].image`; the
 * server serves them at `{api}/images/<name>`. A provider replaces these files with its own
 * product photos (SVG, PNG, JPEG or WebP) and names them in its catalogue.
 *
 * The drawings are deterministic: running the script again rewrites the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const outDir = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'data/catalogue/images');

const C = {
  body: '#2f3440',
  bodyLight: '#454b59',
  edge: '#1c2029',
  key: '#d9dde5',
  keyDark: '#9aa3b2',
  screen: '#1f6fb2',
  screenGlow: '#8fc6f0',
  led: '#3cb371',
  port: '#f2c14e',
  white: '#ffffff',
};

const svg = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${title}">
  <title>${title}</title>
  <rect width="128" height="128" rx="12" fill="#f4f6f9"/>
  <ellipse cx="64" cy="112" rx="50" ry="6" fill="#dfe3ea"/>
${body}
</svg>
`;

/** A keypad of 3 x 4 keys with its top-left corner at (x, y). */
function keypad(x, y, size = 6, gap = 3) {
  const out = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 3; c++) {
      out.push(
        `  <rect x="${x + c * (size + gap)}" y="${y + r * (size - 1 + gap)}" width="${size}" height="${size - 1}" rx="1.5" fill="${C.key}"/>`,
      );
    }
  }
  return out.join('\n');
}

/** A column of line keys with status lights. */
function lineKeys(x, y, count, height) {
  const step = height / count;
  const out = [];
  for (let i = 0; i < count; i++) {
    const ky = (y + i * step).toFixed(1);
    out.push(
      `  <rect x="${x}" y="${ky}" width="7" height="${Math.max(2, step - 1.6).toFixed(1)}" rx="1" fill="${C.keyDark}"/>`,
      `  <circle cx="${x + 10}" cy="${(y + i * step + (step - 1.6) / 2).toFixed(1)}" r="1.2" fill="${C.led}"/>`,
    );
  }
  return out.join('\n');
}

/** A desk phone with `lines` line keys; wider screens for bigger models. */
function deskPhone(title, lines) {
  const columns = lines > 8 ? 2 : 1;
  const perColumn = Math.ceil(lines / columns);
  // Bigger models have taller displays; the line keys sit right of the display in one or two
  // columns.
  const screenW = 30;
  const screenH = lines >= 16 ? 28 : lines >= 12 ? 25 : 22;
  const keypadY = 34 + screenH;
  const keyColumns = Array.from({ length: columns }, (_, i) =>
    lineKeys(98 - i * 14, 28, perColumn, 60),
  ).join('\n');
  return svg(
    title,
    `  <path d="M14 96 L24 24 Q25 18 31 18 L106 18 Q112 18 113 24 L118 96 Q119 104 111 104 L21 104 Q13 104 14 96 Z" fill="${C.body}" stroke="${C.edge}" stroke-width="2"/>
  <path d="M20 28 Q20 22 26 22 L36 22 Q42 22 42 28 L42 94 Q42 100 36 100 L26 100 Q20 100 20 94 Z" fill="${C.bodyLight}" stroke="${C.edge}" stroke-width="1.5"/>
  <rect x="24" y="26" width="14" height="10" rx="3" fill="${C.edge}"/>
  <rect x="24" y="86" width="14" height="10" rx="3" fill="${C.edge}"/>
  <rect x="${50}" y="26" width="${screenW}" height="${screenH}" rx="2.5" fill="${C.screen}" stroke="${C.edge}" stroke-width="1.5"/>
  <rect x="${53}" y="30" width="${screenW - 12}" height="2.5" rx="1" fill="${C.screenGlow}"/>
  <rect x="${53}" y="36" width="${screenW - 18}" height="2.5" rx="1" fill="${C.screenGlow}"/>
  <rect x="${53}" y="42" width="${screenW - 8}" height="2.5" rx="1" fill="${C.screenGlow}"/>
${keypad(52, keypadY, 6, 2.5)}
${keyColumns}
  <rect x="50" y="94" width="36" height="4" rx="2" fill="${C.bodyLight}"/>`,
  );
}

function conferencePhone(title) {
  return svg(
    title,
    `  <path d="M64 22 L112 96 Q114 102 107 102 L21 102 Q14 102 16 96 Z" fill="${C.body}" stroke="${C.edge}" stroke-width="2" stroke-linejoin="round"/>
  <circle cx="64" cy="76" r="16" fill="${C.bodyLight}" stroke="${C.edge}" stroke-width="1.5"/>
  <circle cx="64" cy="76" r="9" fill="${C.edge}"/>
  <circle cx="64" cy="76" r="3" fill="${C.led}"/>
  <rect x="52" y="44" width="24" height="12" rx="2" fill="${C.screen}"/>
  <rect x="55" y="48" width="14" height="2" rx="1" fill="${C.screenGlow}"/>
  <circle cx="34" cy="94" r="2.5" fill="${C.key}"/>
  <circle cx="94" cy="94" r="2.5" fill="${C.key}"/>
  <circle cx="64" cy="97" r="2.5" fill="${C.key}"/>`,
  );
}

/** A cordless handset standing at (x, y) with height h. */
function handset(x, y, h) {
  return `  <rect x="${x}" y="${y}" width="22" height="${h}" rx="7" fill="${C.body}" stroke="${C.edge}" stroke-width="1.5"/>
  <rect x="${x + 5}" y="${y + 4}" width="12" height="2" rx="1" fill="${C.keyDark}"/>
  <rect x="${x + 4}" y="${y + 9}" width="14" height="14" rx="1.5" fill="${C.screen}"/>
  <rect x="${x + 6}" y="${y + 13}" width="9" height="2" rx="1" fill="${C.screenGlow}"/>
${keypad(x + 3, y + 27, 4, 2.5)}`;
}

function cordless(title) {
  return svg(
    title,
    `  <path d="M20 100 L28 70 Q30 64 36 64 L92 64 Q98 64 100 70 L108 100 Q109 106 102 106 L26 106 Q19 106 20 100 Z" fill="${C.body}" stroke="${C.edge}" stroke-width="2"/>
  <rect x="70" y="74" width="26" height="12" rx="2" fill="${C.screen}"/>
  <rect x="73" y="78" width="16" height="2" rx="1" fill="${C.screenGlow}"/>
${keypad(74, 89, 5, 2).split('\n').slice(0, 6).join('\n')}
  <rect x="30" y="60" width="30" height="12" rx="4" fill="${C.edge}"/>
${handset(34, 18, 62)}
  <circle cx="102" cy="70" r="1.6" fill="${C.led}"/>`,
  );
}

function extraHandset(title) {
  return svg(
    title,
    `  <path d="M36 104 L42 84 Q44 80 48 80 L80 80 Q84 80 86 84 L92 104 Z" fill="${C.bodyLight}" stroke="${C.edge}" stroke-width="2" stroke-linejoin="round"/>
${handset(53, 18, 70)}
  <circle cx="80" cy="96" r="1.8" fill="${C.led}"/>`,
  );
}

function analogConverter(title, ports) {
  const portsSvg = Array.from({ length: ports }, (_, i) => {
    const x = 26 + i * 14;
    return `  <rect x="${x}" y="72" width="10" height="9" rx="1" fill="${C.edge}"/>
  <rect x="${x + 2}" y="74" width="6" height="4" fill="${C.port}"/>`;
  }).join('\n');
  return svg(
    title,
    `  <path d="M14 60 L28 46 L114 46 L114 88 Q114 94 108 94 L20 94 Q14 94 14 88 Z" fill="${C.body}" stroke="${C.edge}" stroke-width="2" stroke-linejoin="round"/>
  <path d="M14 60 L100 60 L114 46" fill="none" stroke="${C.bodyLight}" stroke-width="2"/>
  <path d="M100 60 L100 94" stroke="${C.edge}" stroke-width="1.5"/>
${portsSvg}
  <rect x="84" y="70" width="12" height="11" rx="1" fill="${C.edge}"/>
  <rect x="86" y="72" width="8" height="6" fill="${C.screenGlow}"/>
  <circle cx="24" cy="66" r="1.6" fill="${C.led}"/>
  <circle cx="30" cy="66" r="1.6" fill="${C.led}"/>
  <circle cx="36" cy="66" r="1.6" fill="${C.port}"/>`,
  );
}

function dongle(title, symbol) {
  return svg(
    title,
    `  <rect x="38" y="40" width="52" height="56" rx="10" fill="${C.body}" stroke="${C.edge}" stroke-width="2"/>
  <rect x="52" y="96" width="24" height="12" rx="2" fill="${C.keyDark}" stroke="${C.edge}" stroke-width="1.5"/>
  <rect x="57" y="100" width="5" height="4" fill="${C.edge}"/>
  <rect x="66" y="100" width="5" height="4" fill="${C.edge}"/>
  <circle cx="82" cy="48" r="2" fill="${C.led}"/>
${symbol}`,
  );
}

const wifiSymbol = `  <path d="M46 64 Q64 48 82 64" fill="none" stroke="${C.screenGlow}" stroke-width="4" stroke-linecap="round"/>
  <path d="M52 71 Q64 60 76 71" fill="none" stroke="${C.screenGlow}" stroke-width="4" stroke-linecap="round"/>
  <path d="M58 78 Q64 73 70 78" fill="none" stroke="${C.screenGlow}" stroke-width="4" stroke-linecap="round"/>
  <circle cx="64" cy="85" r="3" fill="${C.screenGlow}"/>`;

const bluetoothSymbol = `  <path d="M55 58 L73 76 L64 85 L64 51 L73 60 L55 78" fill="none" stroke="${C.screenGlow}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;

/** File name -> drawing; the demo catalogue names these files (bdv.equipment[].image). */
export const PRODUCT_IMAGES = {
  'bdv-4-line-desk-phone.svg': () => deskPhone('4-line desk phone', 4),
  'bdv-conference-phone.svg': () => conferencePhone('Conference phone'),
  'bdv-12-line-desk-phone.svg': () => deskPhone('12-line desk phone', 12),
  'bdv-16-line-desk-phone.svg': () => deskPhone('16-line desk phone', 16),
  'bdv-10-line-cordless.svg': () => cordless('10-line cordless base and handset'),
  'bdv-additional-handset.svg': () => extraHandset('Additional handset'),
  'bdv-2-port-analog-converter.svg': () => analogConverter('2-port analog converter', 2),
  'bdv-4-port-analog-converter.svg': () => analogConverter('4-port analog converter', 4),
  'bdv-wifi-adapter.svg': () => dongle('Wi-Fi adapter', wifiSymbol),
  'bdv-bluetooth-adapter.svg': () => dongle('Bluetooth adapter', bluetoothSymbol),
};

fs.mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(PRODUCT_IMAGES)) {
  fs.writeFileSync(path.join(outDir, name), draw());
}
process.stdout.write(
  `Wrote ${Object.keys(PRODUCT_IMAGES).length} images to ${path.relative(root, outDir)}\n`,
);
