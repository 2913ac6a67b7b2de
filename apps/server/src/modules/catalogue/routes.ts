/**
 * Catalogue calls of the listing forms: the business category list and the
 * yellow-page headings. Both read the active catalogue; GetCustomizeProductsNew is the cart
 * module's (it needs the cart). Paths: packages/domain/src/wire/cart.ts CART_CALLS.
 */
import { z } from 'zod';
import {
  CART_CALLS,
  businessCategoriesResponse,
  yellowPageHeadingsResponse,
} from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import { businessCategories, getActiveCatalogue, yellowPageHeadings } from './service';
import { imageRoutes } from './images';
import { broadbandLabelRoutes } from './broadband-labels';
import { OFFERS_CALLS, offersResponse, planOffersResponse } from '@bizline/domain/wire/offers';
import { currentOffers, offerDateText } from '@bizline/domain/catalogue/offers';
import { planOffersOf } from '@bizline/domain/catalogue/plan-offers';

const yphQuery = z.object({
  q: z
    .string({ error: 'must be text' })
    .trim()
    .max(80, 'must be at most 80 characters')
    .default(''),
});

export async function catalogueRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const preValidation = requireAccessToken(ctx);
  const tags = ['catalogue'];
  await imageRoutes(app, ctx);
  broadbandLabelRoutes(app, ctx);

  app.get(
    at(OFFERS_CALLS.running),
    {
      schema: {
        tags,
        summary: "The catalogue's offers running today (address page promotions)",
        description:
          'Offers outside their startsOn..endsOn days (provider calendar, US Eastern) are left out.',
        response: { 200: offersResponse },
      },
    },
    async (_request, reply) => {
      const doc = await getActiveCatalogue(ctx);
      // Today's answer: offers start and end at midnight.
      reply.header('Cache-Control', 'no-cache');
      return {
        offers: currentOffers(doc.offers, new Date()).map((o) => ({
          ...o,
          endsOnText: offerDateText(o.endsOn),
        })),
      };
    },
  );

  app.get(
    at(OFFERS_CALLS.plans),
    {
      schema: {
        tags,
        summary:
          "The catalogue's wireless plans (4G cards, 5G tiles) and high-speed internet speeds",
        description:
          'The entry pages (/4g-plan, /5g-plan, /cband-plan, /bulk-address, /internet-options) ' +
          'show these figures; a provider changes them in its catalogue.',
        response: { 200: planOffersResponse },
      },
    },
    async () => planOffersOf(await getActiveCatalogue(ctx), ctx.config.brand),
  );

  app.get(
    at(CART_CALLS.businessCategories),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Business categories of the local business listing form (001 §3, §7)',
        response: { 200: businessCategoriesResponse },
      },
    },
    async () => ({ categories: businessCategories(await getActiveCatalogue(ctx)) }),
  );

  app.get(
    at(CART_CALLS.yellowPageHeadings),
    {
      preValidation,
      schema: {
        tags,
        summary: 'Yellow-page headings for the directory listing (001 §7 GetYPH), at most 20',
        description:
          'Headings containing every word of q (any case), those starting with q first. An ' +
          "empty list is the storefront's 're-enter' case (001 §5).",
        querystring: yphQuery,
        response: { 200: yellowPageHeadingsResponse },
      },
    },
    async (request) => ({
      headings: yellowPageHeadings(await getActiveCatalogue(ctx), request.query.q),
    }),
  );
}
