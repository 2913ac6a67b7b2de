/**
 * The terms and conditions in effect: provider content in CONTENT_DIR/terms.json
 * with a version id and an effective date, read on each request like the rest of the copy (a
 * provider publishes a new version without a restart). AcceptTerms stamps the version shown.
 */
import {
  TERMS_CHANGED_MESSAGE,
  termsContent,
  type TermsContent,
  type TermsResponse,
} from '@bizline/domain/checkout/terms';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../http-errors';
import { readNamespace } from '../content/service';
import type { Session } from '../session/service';
import { assertLoaCovers } from './letter-of-authorization';
import { loadCheckoutAt, updateCheckout } from './store';
import { smsConsentWording } from '../notices/index';

/** The terms in effect; a broken file throws naming the file and the field. */
function currentTerms(ctx: Pick<AppContext, 'config'>): TermsContent {
  const parsed = termsContent.safeParse(readNamespace(ctx.config.contentDir, 'terms'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`content file terms.json: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

/** GET Checkout/TermsAndConditions: the version in effect and its text, brand filled in. */
export function termsAndConditions(ctx: Pick<AppContext, 'config'>): TermsResponse {
  const t = currentTerms(ctx);
  const brand = (s: string) => s.replaceAll('{{companyName}}', ctx.config.brand.companyName);
  return {
    Status: 'SUCCESS',
    version: t.version,
    effectiveDate: t.effectiveDate,
    title: brand(t.title),
    intro: brand(t.intro),
    sections: Object.values(t.sections).map((s) => ({
      heading: brand(s.heading),
      body: brand(s.body),
    })),
  };
}

/**
 * POST Checkout/AcceptTerms: the terms flag (tosCheck Y) with the version in effect; a version
 * named by the storefront must be the one in effect (it is what the customer was shown).
 */
export async function acceptTerms(
  ctx: AppContext,
  session: Session,
  req: { tosCheck: 'Y' | 'N'; termsVersion?: string; smsConsent?: 'Y' | 'N' },
) {
  const { cart, checkout } = await loadCheckoutAt(ctx, session, 'terms');
  if (req.tosCheck !== 'Y') throw badRequest('tosCheck: accept the terms to continue', 'tosCheck');
  const terms = currentTerms(ctx);
  if (req.termsVersion && req.termsVersion !== terms.version)
    throw conflict(TERMS_CHANGED_MESSAGE, 'termsVersion');
  await assertLoaCovers(ctx, cart, checkout.answers.loa);
  const at = new Date().toISOString();
  // The words shown beside the text consent checkbox are kept with the answer, ticked or not.
  const smsConsent = { consented: req.smsConsent ?? 'N', at, wording: smsConsentWording(ctx) };
  const saved = await updateCheckout(ctx, cart.cartId, (co) => ({
    progress: { ...co.progress, terms: 'Y' },
    answers: {
      ...co.answers,
      terms: {
        accepted: 'Y',
        at,
        version: terms.version,
        effectiveDate: terms.effectiveDate,
      },
      smsConsent,
    },
  }));
  return { Status: 'SUCCESS' as const, progress: saved.progress };
}
