/**
 * The TV section of GetCustomizeProductsNew (FiosTVInfo): plans with their keywords, viewing
 * options, equipment, premium channels, the movie channels pack and recording. Pure.
 */
import { parseTvKeywords } from '@bizline/domain/catalogue/rules';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import type { CartSelections, CustomizePlan } from '@bizline/domain/wire/cart';
import { fromId, fromIds, fromList, monthlyProducts, planBase } from './customize-parts';

/** The TV plans and products, empty when the address cannot get TV. */
export function tvSection(doc: CatalogueDocument, s: CartSelections, available: boolean) {
  const contract = s.contract;
  const tv = s.tv;
  const tvPlans: CustomizePlan[] = available
    ? doc.tv.plans.map((p) => {
        const { tokens, planType } = parseTvKeywords(p.keywords);
        return {
          ...planBase(doc, 'tv', contract, p, tv?.planId),
          PackageId: p.packageId,
          ServiceType: 'TV',
          TVPackageId: p.packageId,
          TVProductId: p.id,
          TVKeywords: tokens,
          TVPlanType: planType,
        };
      })
    : [];
  const pack = doc.tv.movieChannelsPack;
  const tvProducts = available
    ? {
        viewingOptions: monthlyProducts(doc.tv.viewingOptions, fromId(tv?.viewingOptionId)),
        equipment: monthlyProducts(doc.tv.equipment, fromList(tv?.equipment)),
        premiumChannels: monthlyProducts(doc.tv.premiumChannels, fromIds(tv?.premiumChannelIds)),
        movieChannelsPack: pack
          ? monthlyProducts([pack], () =>
              pack.channelIds.every((c) => tv?.premiumChannelIds.includes(c))
                ? { quantity: 1 }
                : null,
            )
          : [],
        recording: monthlyProducts(doc.tv.recording, fromId(tv?.recordingId)),
      }
    : {
        viewingOptions: [],
        equipment: [],
        premiumChannels: [],
        movieChannelsPack: [],
        recording: [],
      };

  return { Plans: tvPlans, Routers: [], Products: tvProducts };
}
