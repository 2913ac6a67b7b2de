/**
 * No other provider's brand name in the copy or the storefront build (issue 10 §8: 'Fios
 * Support' was shown in kiosk mode). The copy is every text value of the provider's data (content,
 * brand, catalogue, quotes); codes and ids in capitals (the spec's 'FIOS' service type,
 * 'FIOS-300-PKG') and JSON keys are wire values, not copy. The build is apps/web/dist when it
 * exists (source maps excluded: they carry the source's comments), else the storefront's source
 * without comments and tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';

/** Other providers' brands. Distinctive names match in any case; names that are also English
 * words (spectrum, frontier, optimum...) only capitalized, as a brand is written. */
const OTHER_BRANDS: readonly RegExp[] = [
  /\bfios\b/i,
  /\bverizon\b/i,
  /\bvzw\b/i,
  /\bbluejeans\b/i,
  /\bcomcast\b/i,
  /\bxfinity\b/i,
  /\bat&t\b/i,
  /\bat&amp;t\b/i,
  /\bcenturylink\b/i,
  /\bwindstream\b/i,
  /\bt-mobile\b/i,
  /\bbrightspeed\b/i,
  /\bmediacom\b/i,
  /\bsuddenlink\b/i,
  /\bziply\b/i,
  /\baltice\b/i,
  /\bSpectrum\b/,
  /\bOptimum\b/,
  /\bCox\b/,
  /\bFrontier\b/,
  /\bLumen\b/,
  /\bCharter Communications\b/,
];
/** In code, the spec's wire names ('FIOS' service type, 'FiOSDataStatus', '/fios-registration',
 * the '|fios' campaign suffix) are not copy: only brand spellings as copy writes them count. */
const OTHER_BRANDS_IN_CODE: readonly RegExp[] = [
  /(?<![\w/|-])(?:Fios|FiOS)(?![\w-])/,
  /(?<![\w/|-])(?:Verizon|VERIZON)(?![\w-])/,
  /\b(?:BlueJeans|Comcast|Xfinity|CenturyLink|Windstream|T-Mobile|Brightspeed|Mediacom)\b/,
  /\b(?:Suddenlink|Ziply|Altice|Spectrum|Optimum|Cox|Frontier|Lumen)\b/,
  /\bAT&(?:amp;)?T\b/,
];

const CODE = /^[A-Z0-9]+(?:[-_|.][A-Z0-9]+)*$/;

/** Every text value of a JSON document with its path (keys are not copy). */
function texts(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return CODE.test(value) ? [] : [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => texts(v, at ? `${at}.${k}` : k));
  }
  return [];
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter(keep)
    .sort();
}

/** 'file: path: text' for each text naming another brand. */
export function brandNamesInCopy(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    texts(JSON.parse(fs.readFileSync(file, 'utf8')))
      .filter(({ text }) => OTHER_BRANDS.some((b) => b.test(text)))
      .map(({ at, text }) => `${path.relative(repoRoot, file)}: ${at}: ${text}`),
  );
}

const stripComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** 'file: line' for each line of the build (or source) naming another brand. */
export function brandNamesInBuild(files: readonly string[], source: boolean): string[] {
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return (source ? stripComments(text) : text).split('\n').flatMap((line) => {
      const hit = OTHER_BRANDS_IN_CODE.map((b) => b.exec(line)).find((m) => m !== null);
      return hit ? [`${path.relative(repoRoot, file)}: '${hit[0]}'`] : [];
    });
  });
}

const copyFiles = [
  ...filesUnder(path.join(repoRoot, 'data/content'), (f) => f.endsWith('.json')),
  path.join(repoRoot, 'data/brand.json'),
  ...filesUnder(path.join(repoRoot, 'data/catalogue'), (f) => f.endsWith('.json')),
  ...filesUnder(path.join(repoRoot, 'data/quotes'), (f) => f.endsWith('.json')),
];
const dist = path.join(repoRoot, 'apps/web/dist');
const built = fs.existsSync(path.join(dist, 'index.html'));
const buildFiles = built
  ? filesUnder(dist, (f) => /\.(js|css|html|svg|json|txt)$/.test(f))
  : [
      path.join(repoRoot, 'apps/web/index.html'),
      ...filesUnder(path.join(repoRoot, 'apps/web/public'), () => true),
      ...filesUnder(
        path.join(repoRoot, 'apps/web/src'),
        (f) =>
          /\.(ts|tsx|css|html)$/.test(f) && !/(\.test\.|test-|fixtures|[\\/]test[\\/])/.test(f),
      ),
    ];

describe("other providers' brand names", () => {
  it('are in no copy: content, brand, catalogue and quotes', () => {
    expect(copyFiles.length).toBeGreaterThan(20);
    expect(brandNamesInCopy(copyFiles)).toEqual([]);
  });

  it(`are nowhere in the storefront ${built ? 'build (apps/web/dist)' : 'source'}`, () => {
    expect(buildFiles.length).toBeGreaterThan(built ? 3 : 50);
    expect(brandNamesInBuild(buildFiles, !built)).toEqual([]);
  });

  it('are found where they are (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(repoRoot, '.tmp-brand-'));
    try {
      const copy = path.join(dir, 'cart.json');
      fs.writeFileSync(
        copy,
        JSON.stringify({ support: 'Fios Support', id: 'FIOS-300', ok: 'Fiber 2 Gig' }),
      );
      expect(brandNamesInCopy([copy])).toEqual([
        `${path.relative(repoRoot, copy)}: support: Fios Support`,
      ]);
      const js = path.join(dir, 'index.js');
      fs.writeFileSync(
        js,
        [
          'const a={FiOSDataStatus:"Y",t:"FIOS",p:"/fios-registration",c:"x|fios"};',
          'const b="Call Verizon";',
          '// Fios Support in a comment',
        ].join('\n'),
      );
      expect(brandNamesInBuild([js], false)).toEqual([
        `${path.relative(repoRoot, js)}: 'Verizon'`,
        `${path.relative(repoRoot, js)}: 'Fios'`,
      ]);
      expect(brandNamesInBuild([js], true)).toEqual([`${path.relative(repoRoot, js)}: 'Verizon'`]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
