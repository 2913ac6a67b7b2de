/**
 * Choosing a bundle (GetSelectedBundleInfo, GetBDVBundleInfo, FlexSelection) and reading the
 * cart's current one: the services of the ptype join the cart with default plans, the catalogue
 * bundle of the combination and contract is picked, and the voice lines get held numbers.
 */
import { DEFAULT_LINE_COUNT } from '@bizline/domain/constants';
import { bundleFor } from '@bizline/domain/catalogue/lookup';
import { routerTypeOf } from '@bizline/domain/catalogue/rules';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import { bundleNumbers } from '@bizline/domain/cart/rules';
import { formatCents } from '@bizline/domain/pricing/money';
import type {
  BundleInfoResponse,
  BundlePtype,
  CartSelections,
  ContractValue,
} from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import { HttpError, badRequest } from '../../http-errors';
import { getActiveCatalogue, internetPlansFor } from '../catalogue/service';
import type { Session } from '../session/service';
import { heldNumbers, holdNumbers } from '../tn/service';
import { writeCart } from './change';
import { fitLines, voiceLinesOf, voicePlanOf } from './line-numbers';
import { loadOrCreateCart, type LoadedCart } from './load-cart';
import { applyUpdate, type ModelUpdate } from './model-updates';
import { priceSelections, yn } from './views';

function routersOf(doc: CatalogueDocument, selections: CartSelections) {
  const plan = doc.internet.plans.find((p) => p.id === selections.internet?.planId);
  if (!plan) return [];
  return doc.internet.routers
    .filter((r) => r.serviceTypes.includes(plan.serviceType))
    .map((r) => {
      const type = routerTypeOf(r.name);
      const cents = type === 'buy' ? r.oneTimeCents : type === 'rent' ? r.monthlyCents : 0;
      return {
        PrdID: r.id,
        PrdName: r.name,
        IsRecomd: yn(r.recommended),
        IsSelected: yn(selections.internet?.routerId === r.id),
        Price: formatCents(cents),
      };
    });
}

/** A bundle answer: the priced selections, their numbers (the first few) and routers;
 * `poolFailed` when the pool could not supply the voice lines (EnabledFIOSBDVFailed 'Y'). */
function bundleAnswer(
  doc: CatalogueDocument,
  session: Session,
  cart: LoadedCart,
  s: CartSelections,
  held: readonly string[],
  poolFailed = false,
): BundleInfoResponse {
  const productId = voicePlanOf(s);
  return {
    data: 'SUCCESS',
    planDetails: priceSelections(doc, session, cart, s),
    TNList: { TNObject: bundleNumbers(held).map((TN) => ({ TN, ProductID: productId })) },
    Routers: routersOf(doc, s),
    EnabledFIOSBDVFailed: yn(poolFailed),
    ServicesInCart: s.services,
  };
}

export interface BundleRequest {
  ptype: BundlePtype;
  contract?: ContractValue;
  nLines?: number;
  planId?: string;
  tvID?: string;
  /** bundleID of the request: on a triple it tells standard phone from BDV. */
  bundleId?: string;
}

/**
 * GetSelectedBundleInfo (also GetBDVBundleInfo with ptype bdv, FlexSelection with ptype flex):
 * adds the services of `ptype` to the cart with default plans, picks the catalogue bundle of
 * the resulting combination and contract, holds the numbers of the voice lines.
 */
export function selectBundle(
  ctx: AppContext,
  session: Session,
  req: BundleRequest,
): Promise<BundleInfoResponse> {
  return writeCart<BundleInfoResponse>(ctx, session, async (c) => {
    const { doc, cart } = c;
    let s: CartSelections = {
      ...cart.selections,
      contract: req.contract ?? cart.selections.contract,
    };
    const apply = (update: ModelUpdate) => {
      try {
        s = applyUpdate(s, update, c, '');
      } catch (e) {
        // Which product the ptype could not add: the visitor asked for it with ptype.
        if (e instanceof HttpError && e.details.field === 'ProductType') {
          throw badRequest(`ptype: ${e.message.replace(/^ProductType: /, '')}`, 'ptype');
        }
        throw e;
      }
    };
    const internet = (kind: 'FIOS' | 'DSL') => {
      const current = doc.internet.plans.find((p) => p.id === s.internet?.planId);
      const planId =
        req.planId ??
        (current?.serviceType === kind ? current.id : undefined) ??
        internetPlansFor(doc, kind, cart.address.speed_type)[0]?.id ??
        '';
      apply({
        type: kind === 'FIOS' ? 'FIOSDATA' : 'HSIDATA',
        model: { DataPlanSelection: { NewID: planId } },
      });
    };
    const tv = () => {
      const planId = req.tvID ?? s.tv?.planId ?? doc.tv.plans[0]?.id ?? '';
      apply({ type: 'FIOSTV', model: { PlanSelection: { OldID: '', NewID: planId } } });
    };
    const voice = (kind: 'phone' | 'bdv') => {
      const existing = kind === 'bdv' ? s.bdv : s.phone;
      const planId = existing?.planId ?? doc[kind].plans[0]?.id ?? '';
      const count = req.nLines ?? existing?.lines.length ?? DEFAULT_LINE_COUNT;
      const lines = Array.from({ length: count }, (_, i) => {
        const old = existing?.lines.find((l) => l.lineNo === i + 1);
        return { LineNO: i + 1, OldTN: '', OldPlanID: '', NewTN: old?.tn ?? '', NewPlanID: '' };
      });
      if (kind === 'phone') {
        apply({ type: 'VOICE', model: { BundleSelection: { NewID: planId }, PhoneLines: lines } });
      } else {
        const bdvLines = lines.map((l) => {
          const old = s.bdv?.lines.find((x) => x.lineNo === l.LineNO);
          const SubscriberInfo = {
            TN: '',
            SubscriberType: old?.subscriberType ?? 'desktop',
            Email: old?.email ?? '',
          };
          return { ...l, selected: 'desktop', SubscriberInfo };
        });
        apply({
          type: 'BDV',
          model: { BdvBundleSelection: { NewID: planId }, BdvPhoneLines: bdvLines },
        });
      }
    };
    const a = cart.availability;
    // The voice service of a triple: the one the bundleID names (a phone or a BDV bundle), else
    // the one already in the cart, else BDV where the address has it.
    const hinted = doc.bundles.find((b) => b.BID === req.bundleId)?.services;
    const voiceKind = hinted?.includes('phone')
      ? 'phone'
      : hinted?.includes('bdv')
        ? 'bdv'
        : s.phone
          ? 'phone'
          : s.bdv
            ? 'bdv'
            : a.bdv
              ? 'bdv'
              : 'phone';
    switch (req.ptype) {
      case 'data':
        internet('FIOS');
        break;
      case 'hsi':
        internet('DSL');
        break;
      case 'flex':
        internet('FIOS');
        tv();
        break;
      case 'tv':
        tv();
        break;
      case 'phone':
      case 'bdv':
        voice(req.ptype);
        break;
      case 'triple':
        internet('FIOS');
        voice(voiceKind);
        tv();
        break;
    }
    const bundle = bundleFor(doc, s.services, s.contract);
    if (!bundle) {
      return c.abort({
        data: 'Fail',
        message: `No bundle is sold for ${s.services || 'an empty cart'} (${s.contract})`,
      });
    }
    s = { ...s, bundleId: bundle.BID };
    const lineCount = voiceLinesOf(s).length;
    let held: string[] = [];
    if (lineCount > 0) {
      held = await holdNumbers(c.db, {
        cartId: cart.cartId,
        area: cart.row.tn_area,
        count: lineCount,
        heldUntil: c.expiresAt,
        now: c.now,
      });
      if (held.length < lineCount) {
        // The pool ran dry: nothing is kept (the holds roll back); the storefront falls back
        // to the fiber-only flow.
        return c.abort(bundleAnswer(doc, session, cart, cart.selections, [], true));
      }
      s = fitLines(s, held);
    }
    return { selections: s, answer: bundleAnswer(doc, session, cart, s, held) };
  });
}

/** GetBDVBundle / GetFLEXSelection: the cart's current bundle answer, Fail without one. */
export async function currentBundle(
  ctx: AppContext,
  session: Session,
  needs: 'bdv' | 'flex',
): Promise<BundleInfoResponse> {
  const doc = await getActiveCatalogue(ctx);
  const cart = await loadOrCreateCart(ctx, session);
  const s = cart.selections;
  const present = needs === 'bdv' ? s.bdv !== null : s.internet !== null && s.tv !== null;
  if (!present || !s.bundleId) {
    const what = needs === 'bdv' ? 'Business Digital Voice' : 'flex (internet and TV)';
    return { data: 'Fail', message: `There is no ${what} bundle in the cart` };
  }
  const held = await heldNumbers(ctx.db, cart.cartId, new Date().toISOString());
  return bundleAnswer(doc, session, cart, s, held);
}
