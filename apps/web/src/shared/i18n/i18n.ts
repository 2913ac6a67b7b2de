/**
 * Copy is data (DESIGN.md principle 4): every visible text comes from an i18next namespace that
 * the API serves from data/content/{namespace}.json at `{api}/content?aem={namespace}` (002 §7
 * translation content), so a provider edits copy without rebuilding. Brand values (company name,
 * fiber word, phone numbers, hours) are interpolation defaults: copy writes `{{companyName}}`.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Brand } from '@bizline/domain/app-config';
import { formatPhoneDisplay } from '@bizline/domain/format';
import { contentBackend } from './content-backend';

/** The namespaces of the shell. A feature adds its own file and lists it here. */
export const NAMESPACES = [
  'common',
  'layout',
  'errors',
  'faq',
  'lbo',
  'address',
  // Entry-stage pages of 000 §2 screens 6-10.
  'pending-order',
  'internet-options',
  'out-of-franchise',
  'waitlist',
  'wireless',
  'wireless-plans',
  'bulk-address',
  // Floating cart, cart detail panel and printable cart.
  'cart',
  'customize',
  // Checkout and confirmation.
  'checkout',
  'confirmation',
  'quote-checkout',
  // Saved carts.
  'save-cart',
  'abandoned-cart',
  'staff',
  // The operator console (issue 14).
  'console',
  // The console's imports and funnel.
  'console-data',
] as const;
type Namespace = (typeof NAMESPACES)[number];

/** Loaded before the first render: texts of the header, footer and notices. The rest load with
 * the page (or dialog) that needs them. */
const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'layout', 'errors'];

/** Values every text may interpolate. Phone numbers in display form (xxx) xxx-xxxx. */
export function brandVariables(brand: Brand): Record<string, string> {
  return {
    companyName: brand.companyName,
    fiberWord: brand.fiberWord,
    salesPhone: formatPhoneDisplay(brand.salesPhone),
    supportPhone: formatPhoneDisplay(brand.supportPhone),
    salesHours: brand.hours.sales,
  };
}

export interface I18nOptions {
  apiBase: string;
  brand: Brand;
  /** Bundled resources (tests): no HTTP backend. */
  resources?: Resource;
}

let initialised: Promise<unknown> | undefined;

/**
 * Load namespaces (a page's copy) as soon as i18next is initialised: route loaders start before
 * the initial copy has arrived, so the page's copy and chunk download alongside it.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await initialised;
  await i18next.loadNamespaces([...namespaces]);
}

/** Initialise the shared i18next instance; resolves once the initial namespaces are loaded. */
export function initI18n(options: I18nOptions): Promise<I18n> {
  const done = init(options);
  initialised = done;
  return done;
}

async function init(options: I18nOptions): Promise<I18n> {
  const instance = options.resources ? i18next : i18next.use(contentBackend(options.apiBase));
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en'],
    load: 'currentOnly',
    ns: options.resources ? [...NAMESPACES] : [...INITIAL_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: false,
    ...(options.resources ? { resources: options.resources } : {}),
    interpolation: {
      // React escapes what it renders.
      escapeValue: false,
      defaultVariables: brandVariables(options.brand),
    },
    react: { useSuspense: true },
    showSupportNotice: false,
  });
  // `{{fiberWord, capitalize}}` starts a sentence with the fiber word ('The fiber service ...').
  instance.services.formatter?.add('capitalize', (value: unknown) => {
    const s = value === undefined || value === null ? '' : String(value);
    return s.charAt(0).toUpperCase() + s.slice(1);
  });
  return instance;
}
