/**
 * Product images: every image the catalogue names is served by the server, with
 * its content type and caching headers; names outside the image folder are refused; the import
 * refuses a catalogue naming an image the folder lacks.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueDocument } from '@bizline/domain/catalogue/schema';
import { emptySelections } from '@bizline/domain/pricing/selections';
import { demoBrand } from '@bizline/domain/test/brand';
import { fromRepoRoot } from '../../paths';
import { describeEachDialect } from '../../../test/support';
import { customizeProductsFor } from './customize';
import { catalogueImages, missingImages } from './images';
import { CatalogueError, importCatalogue, validateCatalogueText } from './service';

const demoText = fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8');
const demo = catalogueDocument.parse(JSON.parse(demoText));
const imagesDir = fromRepoRoot('data/catalogue/images');

describe('catalogue images', () => {
  it('the demo catalogue names an image for each of the ten desk-phone items, all present', () => {
    expect(catalogueImages(demo)).toHaveLength(10);
    expect(missingImages(demo, imagesDir)).toEqual([]);
    expect(validateCatalogueText(demoText, { imagesDir }).ok).toBe(true);
  });

  it('the customise answer gives each BDV item its image path under the API base', () => {
    const answer = customizeProductsFor({
      doc: demo,
      availability: { fiber: 'Y', hsi: 'N', tv: 'N', phone: 'N', bdv: 'Y' },
      selections: emptySelections(),
      jointOffer: {
        JointOfferStatus: 'Not Eligible',
        JointOfferPrice: '',
        OneGigSpeedPrice: '',
        jointOfferPreSelected: 'N',
      },
      cartId: 'cart-1',
      brand: demoBrand,
    });
    const images = answer.BDVInfo.Products.equipment.map((e) => e.Image);
    expect(images).toHaveLength(10);
    expect(images).toEqual(demo.bdv.equipment.map((e) => `images/${e.image}`));
  });

  it('a catalogue naming an image the folder lacks is refused, naming the entry', () => {
    const doc = JSON.parse(demoText);
    doc.bdv.equipment[2].image = 'no-such-phone.png';
    expect(validateCatalogueText(JSON.stringify(doc), { imagesDir })).toEqual({
      ok: false,
      problems: [
        `bdv.equipment[2].image: 'no-such-phone.png' is not in the image folder ${imagesDir}`,
      ],
    });
  });
});

describeEachDialect('GET {api}/images/:name', (server) => {
  const get = (name: string, headers: Record<string, string> = {}) =>
    fetch(server().api(`/images/${name}`), { headers, redirect: 'manual' });

  it('serves every image of the active catalogue with its type and caching headers', async () => {
    for (const { name } of catalogueImages(demo)) {
      const res = await get(name);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
      const body = await res.text();
      expect(body).toBe(fs.readFileSync(path.join(imagesDir, name), 'utf8'));
      expect(body).toMatch(/^<svg /);
    }
  });

  it('answers 304 to a request carrying the current ETag', async () => {
    const first = await get('bdv-conference-phone.svg');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get('bdv-conference-phone.svg', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
  });

  it('refuses names that are not image files of the folder', async () => {
    expect((await get('no-such-phone.svg')).status).toBe(404);
    for (const bad of ['..%2Fdemo.json', '..%2F..%2Fbrand.json', 'demo.json', '.hidden.svg']) {
      const res = await get(bad);
      expect([400, 404], bad).toContain(res.status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describeEachDialect('catalogue import with images', (server) => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-images-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('refuses a catalogue whose images are not in CATALOGUE_IMAGES_DIR; changes nothing', async () => {
    const error = await importCatalogue(
      { db: server().ctx.db, imagesDir: scratch },
      demoText,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    const problems = (error as CatalogueError).problems;
    expect(problems).toHaveLength(10);
    // The problem names the line of the file where the image is given (catalogue/json-lines.ts).
    const line = demoText.split('\n').findIndex((l) => l.includes('bdv-4-line-desk-phone.svg')) + 1;
    expect(problems[0]).toBe(
      `line ${line}: bdv.equipment[0].image: 'bdv-4-line-desk-phone.svg' is not in the image folder ${scratch}`,
    );
    await expect(
      importCatalogue({ db: server().ctx.db, imagesDir }, demoText),
    ).resolves.toMatchObject({ version: demo.version });
  });
});
