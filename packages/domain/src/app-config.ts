/**
 * Public application configuration: what the server tells the storefront about the provider
 * (brand), the switches it runs with (features) and where things live (bases).
 *
 * The server validates its own configuration against these schemas at start-up and injects the
 * result into the storefront's index.html as `window.__BIZLINE__`; the same object is served at
 * `{api}/AppConfig` for other clients. Everything here is public: never put a secret in it.
 */
import { z } from 'zod';
import { brandLabelFields } from './broadband-label/schema';

const phone = z
  .string()
  .regex(/^\d{3}-\d{3}-\d{4}$/, 'must be a phone number written ddd-ddd-dddd');

const url = z.string().min(1);

export const brandSchema = z.object({
  /** Legal or trading name shown in the footer copyright and e-mails. */
  companyName: z.string().min(1),
  /** The word used wherever the original product named its fiber brand (spec README). */
  fiberWord: z.string().min(1).default('the fiber service'),
  salesPhone: phone,
  supportPhone: phone,
  hours: z.object({
    /** Sales center hours. */
    sales: z.string().min(1),
    /** Customer service hours, one line per day range. */
    customerService: z.array(z.string().min(1)).min(1),
  }),
  /** Logo image URL (absolute, or relative to the storefront base). */
  logoUrl: url,
  /** Text alternative for the logo. */
  logoAlt: z.string().min(1),
  /** The provider's small-business site: the header logo leaves to it. */
  siteUrl: url,
  /** Sign-in page for existing customers ('Already a customer? Sign in now', 000 §2). */
  signInUrl: url,
  /** Accessibility statement linked from the header. */
  accessibilityUrl: url,
  /** Trust-badge link in the footer. */
  trustBadgeUrl: url,
  /** Wireless business site ('Shop plans', 000 §2 screen 7). */
  wirelessSiteUrl: url,
  /** The provider's live chat. Without it chat is off: 'Chat with us' is never offered, and the
   * qualification answers IsShowLiveChat N. */
  chatUrl: url.optional(),
  /** Agent portal: replaces 'Go back' after a digital agent save. Without it the link
   * goes to the staff mailbox (/staff/mailbox). */
  agentPortalUrl: url.optional(),
  /** End of the holiday offer (ISO 8601 with offset): the banner counts down to it while the
   * holidayOfferDisclaimer flag is on. No date, no banner. */
  holidayOfferEndsAt: z.iso.datetime({ offset: true }).optional(),
  /** The provider's part of every broadband label: FRN, support web address, policy links. */
  broadbandLabel: brandLabelFields,
  colors: z.object({
    primary: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb color'),
    primaryText: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb color'),
    accent: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb color'),
  }),
});
export type Brand = z.infer<typeof brandSchema>;

/** Feature flags. Defaults are the spec's build configuration. */
export const featuresSchema = z.object({
  unitLookup: z.boolean().default(true),
  omniCart: z.boolean().default(true),
  tvRecording: z.boolean().default(true),
  wirelessOfferEligibility: z.boolean().default(true),
  holidayOfferDisclaimer: z.boolean().default(false),
  /** Quote-based checkout (/optix-checkout, /optix-confirmation; 002 §2). */
  optixCheckout: z.boolean().default(true),
  /** Saved-cart verification gate. */
  savedCartGate: z.boolean().default(true),
});
export type Features = z.infer<typeof featuresSchema>;

export const publicConfigSchema = z.object({
  storefrontBase: z.string(),
  apiBase: z.string(),
  brand: brandSchema,
  features: featuresSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * The error body every API error answers with. `message` is safe to show a visitor;
 * `field` names the offending input on a 400.
 * @public the wire contract of every error answer (docs/api.md), read by integrators; the code
 * here uses only its type.
 */
export const apiErrorSchema = z.object({
  Status: z.literal('FAILURE'),
  message: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
  /** A refused one-time passcode: tries left on that code (0: ask for a new one). */
  attemptsLeft: z.number().int().optional(),
  /** A refused change to a placed order's cart (code ORDER_PLACED): that order's number. */
  orderNo: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
