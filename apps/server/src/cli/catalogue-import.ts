/**
 * npm run catalogue:import -- <file.json>
 *
 * Replaces the active catalogue with the file (format: packages/domain/src/catalogue/schema.ts,
 * demo: data/catalogue/demo.json) in the configured database. One transaction: a refused file
 * lists every problem as `path: message` and changes nothing (exit 1). Running servers pick the
 * new version up within a few seconds. Exit codes and errors: run-cli.ts.
 */
import fs from 'node:fs';
import { DEFAULT_CATALOGUE_IMAGES_DIR } from '../config';
import { CatalogueError, importCatalogue } from '../modules/catalogue/service';
import { runCli } from './run-cli';

await runCli({
  command: 'catalogue:import',
  failure: 'catalogue import',
  synopsis: '<file.json>',
  file: {
    name: '<file.json>',
    what: 'JSON file',
    help: "the provider's catalogue (see data/catalogue/demo.json)",
  },
  usesDatabase: true,
  notes: `Every image the catalogue names must be in CATALOGUE_IMAGES_DIR (default ${DEFAULT_CATALOGUE_IMAGES_DIR}).`,
  async run({ file, config, database }) {
    const db = await database();
    try {
      const { version, checksum } = await importCatalogue(
        {
          db,
          imagesDir: config().catalogueImagesDir,
          providerFrn: config().brand.broadbandLabel.frn,
        },
        fs.readFileSync(file, 'utf8'),
      );
      process.stdout.write(
        `Imported ${file} into ${db.description}: catalogue version "${version}" is now active ` +
          `(checksum ${checksum.slice(0, 12)})\n`,
      );
    } catch (e) {
      if (!(e instanceof CatalogueError)) throw e;
      const n = e.problems.length;
      process.stderr.write(
        `${file}: ${n} problem${n === 1 ? '' : 's'}; nothing was imported.\n${e.problems.join('\n')}\n`,
      );
      return 1;
    }
  },
});
