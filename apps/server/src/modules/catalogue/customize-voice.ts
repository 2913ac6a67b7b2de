/**
 * The voice sections of GetCustomizeProductsNew: standard phone (PhoneInfo) and business digital
 * voice (BDVInfo). Pure; 001 §3: BDV equipment's monthly price is its price / 12.
 */
import { BDV_EQUIPMENT_MONTHS } from '@bizline/domain/constants';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import { noPhoneProducts } from '@bizline/domain/catalogue/customize-empty';
import type { CartSelections, CustomizePlan } from '@bizline/domain/wire/cart';
import {
  fromId,
  fromIds,
  fromList,
  monthlyProducts,
  oneTimeProducts,
  planBase,
} from './customize-parts';
import { imagePath } from './images';

/**
 * The plans of a voice service (standard phone or BDV) with its service and line type; a BDV
 * plan also carries its id as BDVId. None when the address cannot get the service.
 */
function voicePlans(
  doc: CatalogueDocument,
  kind: 'phone' | 'bdv',
  s: CartSelections,
  available: boolean,
  types: { ServiceType: string; LineType: string },
): CustomizePlan[] {
  if (!available) return [];
  return doc[kind].plans.map((p) => ({
    ...planBase(doc, kind, s.contract, p, s[kind]?.planId),
    ...types,
    ...(kind === 'bdv' ? { BDVId: p.id } : {}),
    MaxLines: p.maxLines,
  }));
}

/** The standard phone plans and products, empty when the address cannot get phone service. */
export function phoneSection(doc: CatalogueDocument, s: CartSelections, available: boolean) {
  const ph = s.phone;
  const phonePlans = voicePlans(doc, 'phone', s, available, {
    ServiceType: 'VOICE',
    LineType: 'COPPER',
  });
  const phoneProducts = available
    ? {
        equipment: oneTimeProducts(doc.phone.equipment, fromList(ph?.equipment)),
        directoryListing: monthlyProducts(
          doc.phone.directoryListing,
          fromId(ph?.directoryListingId),
        ),
        powerReserve: doc.phone.powerReserve
          ? oneTimeProducts([doc.phone.powerReserve], () =>
              ph?.powerReserve ? { quantity: 1 } : null,
            )
          : [],
        battery: oneTimeProducts(doc.phone.battery, fromId(ph?.batteryId)),
        maintenance: monthlyProducts(doc.phone.maintenance, fromId(ph?.maintenanceId)),
        faxLine: doc.phone.faxLine
          ? monthlyProducts([doc.phone.faxLine], () =>
              ph && ph.faxLines > 0 ? { quantity: ph.faxLines } : null,
            )
          : [],
        premiumSupport: monthlyProducts(doc.phone.premiumSupport, fromId(ph?.premiumSupportId)),
      }
    : noPhoneProducts();

  return { Plans: phonePlans, Routers: [], Products: phoneProducts };
}

/** The business digital voice plans and products, empty when the address cannot get BDV. */
export function bdvSection(doc: CatalogueDocument, s: CartSelections, available: boolean) {
  const bdv = s.bdv;
  const bdvPlans = voicePlans(doc, 'bdv', s, available, { ServiceType: 'BDV', LineType: 'VOIP' });
  const bdvEquipmentChosen = fromList(bdv?.equipment);
  const bdvProducts = available
    ? {
        // 001 §3: BDV equipment's monthly price is its price / 12.
        equipment: oneTimeProducts(doc.bdv.equipment, bdvEquipmentChosen, BDV_EQUIPMENT_MONTHS).map(
          (p, k) => {
            const e = doc.bdv.equipment[k]!;
            return {
              ...p,
              PrdSubCat: e.subCategory,
              ProductSubChoice: e.subChoice,
              Image: imagePath(e.image),
              Features: [...e.features],
            };
          },
        ),
        features: monthlyProducts(doc.bdv.features, fromIds(bdv?.featureIds)),
        faxLine: doc.bdv.faxLine
          ? monthlyProducts([doc.bdv.faxLine], () =>
              bdv && bdv.faxLines > 0 ? { quantity: bdv.faxLines } : null,
            )
          : [],
        directoryListing: monthlyProducts(
          doc.bdv.directoryListing,
          fromId(bdv?.directoryListingId),
        ),
        maintenance: monthlyProducts(doc.bdv.maintenance, fromId(bdv?.maintenanceId)),
        // The video-meeting licences are the internet section's, chosen for BDV here.
        videoMeeting: monthlyProducts(doc.internet.videoMeeting, (id) =>
          bdv?.videoMeeting?.id === id ? { quantity: bdv.videoMeeting.licenses } : null,
        ),
      }
    : {
        equipment: [],
        features: [],
        faxLine: [],
        directoryListing: [],
        maintenance: [],
        videoMeeting: [],
      };

  return { Plans: bdvPlans, Routers: [], Products: bdvProducts };
}
