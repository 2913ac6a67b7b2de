/**
 * Product images are provider data: files in the catalogue's image folder
 * (CATALOGUE_IMAGES_DIR, default data/catalogue/images) that the catalogue names by file name
 * (bdv.equipment[].image). The server serves them at `{api}/images/<name>`; the import refuses a
 * catalogue that names a file the folder lacks, so no product shows a broken image.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CATALOGUE_IMAGE_NAME,
  CATALOGUE_IMAGE_TYPES,
  type CatalogueDocument,
} from '@bizline/domain/catalogue/schema';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { errorBody } from '../../http-errors';

/** Where the images are served, under the API base. */
const IMAGES_PATH = 'images';
/** Images change with a catalogue import: a day of caching, then a cheap revalidation. */
const CACHE_CONTROL = 'public, max-age=86400, must-revalidate';

/** The wire value of an image: its path under the API base ('' for none). */
export const imagePath = (name: string): string => (name ? `${IMAGES_PATH}/${name}` : '');

/** Every image a catalogue names, with where it names it. */
export function catalogueImages(doc: CatalogueDocument): { path: string; name: string }[] {
  return doc.bdv.equipment.flatMap((e, i) =>
    e.image ? [{ path: `bdv.equipment[${i}].image`, name: e.image }] : [],
  );
}

/** The file behind an image name, or null when the name is not a plain file of the folder. */
function imageFile(dir: string, name: string): string | null {
  if (!CATALOGUE_IMAGE_NAME.test(name)) return null;
  const file = path.join(dir, name);
  if (path.dirname(file) !== path.resolve(dir)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** 'path: message' for each image the catalogue names that the folder does not hold. */
export function missingImages(doc: CatalogueDocument, dir: string): string[] {
  return catalogueImages(doc)
    .filter((i) => imageFile(dir, i.name) === null)
    .map((i) => `${i.path}: '${i.name}' is not in the image folder ${dir}`);
}

const imageParams = z.object({
  name: z.string().max(100).regex(CATALOGUE_IMAGE_NAME, 'must be an image file name'),
});

export async function imageRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const dir = path.resolve(ctx.config.catalogueImagesDir);
  app.get(
    `${ctx.config.apiBase}/${IMAGES_PATH}/:name`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product image named by the catalogue (CATALOGUE_IMAGES_DIR)',
        params: imageParams,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = imageFile(dir, name);
      if (!file) return reply.status(404).send(errorBody(`No image ${name}`));
      const body = await fs.promises.readFile(file);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
      reply
        .header('Cache-Control', CACHE_CONTROL)
        .header('ETag', etag)
        // An SVG opened on its own runs no script and loads nothing.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(CATALOGUE_IMAGE_TYPES[ext] ?? 'application/octet-stream').send(body);
    },
  );
}
