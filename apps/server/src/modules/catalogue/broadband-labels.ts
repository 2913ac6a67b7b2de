/**
 * The machine-readable broadband labels, public under the storefront (docs/broadband-labels.md):
 * {storefront}/broadband-labels.csv and .json, one row per current label of the active
 * catalogue, the FCC's fields as columns (broadband-label/machine-readable.ts).
 */
import { z } from 'zod';
import { labelsById } from '@bizline/domain/broadband-label/label';
import {
  LABEL_COLUMNS,
  labelRow,
  labelsCsv,
} from '@bizline/domain/broadband-label/machine-readable';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { getActiveCatalogue } from './service';

const labelRows = z.array(
  z.object(Object.fromEntries(LABEL_COLUMNS.map((c) => [c, z.union([z.string(), z.number()])]))),
);

export function broadbandLabelRoutes(app: ZodApp, ctx: AppContext): void {
  const base = ctx.config.storefrontBase;
  const tags = ['catalogue'];
  const labels = async () => [
    ...labelsById(await getActiveCatalogue(ctx), ctx.config.brand).values(),
  ];

  app.get(
    `${base}/broadband-labels.csv`,
    {
      schema: {
        tags,
        summary: 'The broadband labels of every plan as sold, as CSV (public)',
        description: `A header row (${LABEL_COLUMNS.join(', ')}), then one row per label.`,
      },
    },
    async (_request, reply) => {
      const csv = labelsCsv(await labels());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Disposition', 'inline; filename="broadband-labels.csv"')
        .send(csv);
    },
  );

  app.get(
    `${base}/broadband-labels.json`,
    {
      schema: {
        tags,
        summary: 'The broadband labels of every plan as sold, as JSON (public)',
        response: { 200: labelRows },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return (await labels()).map(labelRow);
    },
  );
}
