/**
 * The order updates (UpdateCart, UpdateFiOSData..., UpdateBundleDetails, UpdateNonBundle, the
 * tech team user, BDV enhanced, the contract agreement): each a cart change (./change.ts) whose
 * models go through the pure rules of packages/domain/src/cart/apply.ts, all or nothing.
 */
import {
  applyBdvModel,
  applyDataModel,
  applyTvModel,
  applyVoiceModel,
  checkTechTeamUser,
  type BdvModel,
  type CartRuleResult,
  type DataModel,
  type TvModel,
  type VoiceModel,
} from '@bizline/domain/cart/apply';
import { cleanPhone } from '@bizline/domain/cart/rules';
import type { CartSelections, OrderUpdateResponse } from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import type { Session } from '../session/service';
import { writeCart, type CartChange } from './change';
import { checkLineNumbers } from './line-numbers';

export type ModelUpdate =
  | { type: 'FIOSDATA' | 'HSIDATA'; model: DataModel }
  | { type: 'FIOSTV'; model: TvModel }
  | { type: 'VOICE'; model: VoiceModel }
  | { type: 'BDV'; model: BdvModel };

/** The selections after one model, or a 400 naming `${prefix}${field}`. */
export function applyUpdate(
  selections: CartSelections,
  update: ModelUpdate,
  c: Pick<CartChange<unknown>, 'lookup' | 'cart'>,
  prefix: string,
): CartSelections {
  const a = c.cart.availability;
  let result: CartRuleResult;
  switch (update.type) {
    case 'FIOSDATA':
    case 'HSIDATA':
      result = applyDataModel(
        selections,
        update.model,
        c.lookup,
        update.type === 'FIOSDATA' ? 'FIOS' : 'DSL',
        a,
      );
      break;
    case 'FIOSTV':
      result = applyTvModel(selections, update.model, c.lookup, a);
      break;
    case 'VOICE':
      result = applyVoiceModel(selections, update.model, c.lookup, a);
      break;
    case 'BDV':
      result = applyBdvModel(selections, update.model, c.lookup, a);
      break;
  }
  if (!result.ok) {
    const field = `${prefix}${result.error.field}`;
    throw badRequest(`${field}: ${result.error.message}`, field);
  }
  return result.selections;
}

/** Apply models in order, all or nothing (UpdateCart, UpdateFiOSData..., UpdateBundleDetails). */
export function updateModels(
  ctx: AppContext,
  session: Session,
  updates: { update: ModelUpdate; prefix: string }[],
): Promise<OrderUpdateResponse> {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    let selections = c.cart.selections;
    for (const { update, prefix } of updates)
      selections = applyUpdate(selections, update, c, prefix);
    await checkLineNumbers(c as CartChange<unknown>, c.cart.selections, selections);
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

/** UpdateNonBundle: internet add-ons, applied to the cart's internet (fiber or DSL). */
export function updateNonBundle(ctx: AppContext, session: Session, model: DataModel) {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    const plan = c.lookup.get('internet.plans', c.cart.selections.internet?.planId ?? '');
    if (!plan)
      throw badRequest(
        'DataPlanSelection.NewID: choose an internet plan first',
        'DataPlanSelection.NewID',
      );
    const type = plan.serviceType === 'FIOS' ? 'FIOSDATA' : 'HSIDATA';
    const selections = applyUpdate(c.cart.selections, { type, model }, c, '');
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

export function addTechTeamUser(
  ctx: AppContext,
  session: Session,
  req: {
    FirstName: string;
    LastName: string;
    Phone: string;
    Email: string;
    VasId: string;
    VasProdId: string;
  },
) {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    const problem = checkTechTeamUser(req, '');
    if (problem) {
      const field = problem.field.replace(/^\./, '');
      throw badRequest(`${field}: ${problem.message}`, field);
    }
    const product = c.lookup.get('internet.techTeam', req.VasProdId);
    if (!product) {
      throw badRequest(`VasProdId: '${req.VasProdId}' is not a tech team product`, 'VasProdId');
    }
    if (product.vasId !== req.VasId) {
      throw badRequest(`VasId: '${req.VasId}' is not the tech team of ${req.VasProdId}`, 'VasId');
    }
    const internet = c.cart.selections.internet;
    if (!internet) throw badRequest('VasProdId: choose an internet plan first', 'VasProdId');
    const { FirstName, LastName, Email } = req;
    const selections = {
      ...c.cart.selections,
      internet: {
        ...internet,
        techTeamId: product.id,
        techTeamUser: { FirstName, LastName, Phone: cleanPhone(req.Phone), Email },
      },
    };
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

export function bdvEnhanced(
  ctx: AppContext,
  session: Session,
  req: { IsChecked: 'Y' | 'N'; IsAccepted: 'Y' | 'N' },
) {
  return writeCart<OrderUpdateResponse>(ctx, session, async (c) => {
    const bdv = c.cart.selections.bdv;
    if (!bdv)
      throw badRequest('IsChecked: there is no Business Digital Voice in the cart', 'IsChecked');
    const selections = { ...c.cart.selections, bdv: { ...bdv, enhanced: { ...req } } };
    return { selections, answer: { Status: 'SUCCESS', ServicesInCart: selections.services } };
  });
}

export function contractAgreement(
  ctx: AppContext,
  session: Session,
  req: { IsChecked: 'Y' | 'N'; IsAccepted: 'Y' | 'N' },
) {
  return writeCart<{ APIStatus: 'Success' }>(ctx, session, async (c) => ({
    selections: { ...c.cart.selections, contractAgreement: { ...req } },
    answer: { APIStatus: 'Success' },
  }));
}
