/**
 * npm run catalogue:import -- <file.json>
 *
 * Replaces the active catalogue with the file (format: packages/domain/src/catalogue/schema.ts,
 * demo: data/catalogue/demo.json) in the database named by DATABASE_URL (default
 * sqlite:./data/bizline.sqlite), migrating it first. One transaction: a refused file lists every
 * problem as `path: message` and changes nothing (exit 1). Running servers pick the new version
 * up within a few seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { migrateToLatest, openDb, parseDatabaseUrl } from '../db/index';
import { CatalogueError, importCatalogue } from '../modules/catalogue/service';
import { DEFAULT_CATALOGUE_IMAGES_DIR } from '../config';
import { fromRepoRoot } from '../paths';

const USAGE = `usage: npm run catalogue:import -- <file.json>

  <file.json>  the provider's catalogue (see data/catalogue/demo.json)

The database is DATABASE_URL (default sqlite:./data/bizline.sqlite). Every image the catalogue
names must be in CATALOGUE_IMAGES_DIR (default ${DEFAULT_CATALOGUE_IMAGES_DIR}).`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(argv: string[]): Promise<number> {
  const files: string[] = [];
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}\n\n${USAGE}`);
    else files.push(arg);
  }
  if (files.length !== 1) fail(`expected one JSON file, got ${files.length}\n\n${USAGE}`);
  // npm runs workspace scripts in apps/server; a relative path means where the user typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`${file}: no such file`);

  const url = process.env.DATABASE_URL || 'sqlite:./data/bizline.sqlite';
  try {
    parseDatabaseUrl(url);
  } catch (e) {
    fail(`DATABASE_URL: ${(e as Error).message}`);
  }
  const db = openDb(url);
  try {
    await migrateToLatest(db);
    const imagesDir = fromRepoRoot(
      process.env.CATALOGUE_IMAGES_DIR || DEFAULT_CATALOGUE_IMAGES_DIR,
    );
    const { version, checksum } = await importCatalogue(
      { db, imagesDir },
      fs.readFileSync(file, 'utf8'),
    );
    process.stdout.write(
      `Imported ${file} into ${db.description}: catalogue version "${version}" is now active ` +
        `(checksum ${checksum.slice(0, 12)})\n`,
    );
    return 0;
  } catch (e) {
    if (!(e instanceof CatalogueError)) throw e;
    const n = e.problems.length;
    process.stderr.write(
      `${file}: ${n} problem${n === 1 ? '' : 's'}; nothing was imported.\n${e.problems.join('\n')}\n`,
    );
    return 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(
      `catalogue import failed: ${e instanceof Error ? e.message : String(e)}\n`,
    );
    process.exit(1);
  },
);
