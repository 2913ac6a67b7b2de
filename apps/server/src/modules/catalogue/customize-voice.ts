/**
 * The voice sections of GetCustomizeProductsNew: standard phone (PhoneInfo) and business digital
 * voice (BDVInfo). Pure; 001 §3: BDV equipment's monthly price is its price / 12.
 */
import { BDV_EQUIPMENT_MONTHS } from '@bizline/domain/constants';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
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

/** The standard phone plans and products, empty when the address cannot get phone service. */
export function phoneSection(doc: CatalogueDocument, s: CartSelections, available: boolean) {
  const contract = s.contract;
  const ph = s.phone;
  const phonePlans: CustomizePlan[] = available
    ? doc.phone.plans.map((p) => ({
        ...planBase(doc, 'phone', contract, p, ph?.planId),
        ServiceType: 'VOICE',
        LineType: 'COPPER',
        MaxLines: p.maxLines,
      }))
    : [];
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
    : {
        equipment: [],
        directoryListing: [],
        powerReserve: [],
        battery: [],
        maintenance: [],
        faxLine: [],
        premiumSupport: [],
      };

  return { Plans: phonePlans, Routers: [], Products: phoneProducts };
}

/** The business digital voice plans and products, empty when the address cannot get BDV. */
export function bdvSection(doc: CatalogueDocument, s: CartSelections, available: boolean) {
  const contract = s.contract;
  const bdv = s.bdv;
  const bdvPlans: CustomizePlan[] = available
    ? doc.bdv.plans.map((p) => ({
        ...planBase(doc, 'bdv', contract, p, bdv?.planId),
        ServiceType: 'BDV',
        LineType: 'VOIP',
        BDVId: p.id,
        MaxLines: p.maxLines,
      }))
    : [];
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
