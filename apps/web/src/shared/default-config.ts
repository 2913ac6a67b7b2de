/**
 * The configuration used when the page was not served by the bizline server (vite dev without
 * a running server, unit tests): the shipped demo brand (data/brand.json, the same file the
 * server reads by default) and the spec's build flags. Kept free of browser globals so
 * vite.config.ts can import it too.
 */
import type { Brand, PublicConfig } from '@bizline/domain/app-config';
import brand from '../../../../data/brand.json' with { type: 'json' };

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  storefrontBase: '/foryoursmallbiz/gborder',
  apiBase: '/foryoursmallbiz/smb/api',
  brand: brand as Brand,
  features: {
    unitLookup: true,
    omniCart: true,
    tvRecording: true,
    wirelessOfferEligibility: true,
    holidayOfferDisclaimer: false,
    optixCheckout: true,
    savedCartGate: true,
  },
};
